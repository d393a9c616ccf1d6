import { describe, expect, it } from 'vitest';
import { matchSkills, scoreJob, skillCreditFinder, type MatchJob, type MatchSeeker } from './score';
import { taxonomy } from './taxonomy';

function skills(...raw: string[]) {
  const resolved = raw.map((skill) => taxonomy.resolve(skill)!);
  return matchSkills(
    resolved.map((skill) => skill.label),
    resolved.map((skill) => skill.id),
  );
}

const noPreferences: MatchSeeker['preferences'] = {
  jobTypes: [],
  locations: [],
  remote: false,
  salaryMin: null,
};

function job(overrides: Partial<MatchJob> & { skills: MatchJob['skills'] }): MatchJob {
  return {
    type: 'Full-time',
    remote: false,
    location: 'Berlin, Germany',
    salaryMin: null,
    salaryMax: null,
    ...overrides,
  };
}

function score(seeker: MatchSeeker, target: MatchJob) {
  // Every word weighs the same here; the catalogue's rarity weights are tested with the index.
  return scoreJob(
    seeker,
    target,
    skillCreditFinder(seeker.skills, taxonomy, () => 1),
    taxonomy.version,
  );
}

describe('match score', () => {
  it('gives full credit for each job skill the seeker has, whatever the spelling', () => {
    const seeker = { skills: skills('reactjs', 'node', 'Postgres'), preferences: noPreferences };
    const result = score(seeker, job({ skills: skills('React', 'Node.js', 'PostgreSQL', 'Docker') }));
    expect(result.score).toBe(75);
    expect(result.reasons.matched).toEqual(['React', 'Node.js', 'PostgreSQL']);
    expect(result.reasons.missing).toEqual(['Docker']);
  });

  it('gives partial credit for a related skill and says which skill stood in', () => {
    const seeker = { skills: skills('TypeScript'), preferences: noPreferences };
    const result = score(seeker, job({ skills: skills('JavaScript') }));
    expect(result.score).toBe(90);
    expect(result.reasons.related).toEqual([
      { skill: 'JavaScript', via: 'TypeScript', percent: 90, basis: 'related' },
    ]);
  });

  it('gives partial credit for shared words between skills the taxonomy does not know', () => {
    const seeker = { skills: skills('Reef Aquarium Maintenance'), preferences: noPreferences };
    const result = score(seeker, job({ skills: skills('Aquarium Maintenance', 'Forklift Licence') }));
    expect(result.reasons.related).toEqual([
      { skill: 'Aquarium Maintenance', via: 'Reef Aquarium Maintenance', percent: 50, basis: 'words' },
    ]);
    expect(result.score).toBe(25);
  });

  it('matches unknown skills exactly on their normalised text', () => {
    const seeker = { skills: skills('forklift licences'), preferences: noPreferences };
    expect(score(seeker, job({ skills: skills('Forklift Licence') })).reasons.matched).toEqual([
      'Forklift Licence',
    ]);
  });

  it('adds preference fit when the seeker states preferences, and the parts add up to the score', () => {
    const seeker: MatchSeeker = {
      skills: skills('Python', 'SQL'),
      preferences: { jobTypes: ['Contract'], locations: ['berlin'], remote: false, salaryMin: 90000 },
    };
    const result = score(seeker, job({ skills: skills('Python', 'SQL', 'Tableau'), salaryMax: 80000 }));
    expect(result.reasons.preferences).toEqual([
      { preference: 'type', fit: 0 },
      { preference: 'location', fit: 1 },
      { preference: 'salary', fit: 0 },
    ]);
    expect(result.reasons.skillPoints).toBe(57);
    expect(result.reasons.preferencePoints).toBe(5);
    expect(result.score).toBe(result.reasons.skillPoints + result.reasons.preferencePoints);
  });

  it('is the same on every call', () => {
    const seeker = { skills: skills('Java', 'Docker', 'AWS'), preferences: noPreferences };
    const target = job({ skills: skills('Kotlin', 'Kubernetes', 'Azure', 'Terraform') });
    const first = score(seeker, target);
    for (let i = 0; i < 5; i++) expect(score(seeker, target)).toEqual(first);
  });
});
