import { describe, expect, it } from 'vitest';
import { matchSkills, scoreJob, type MatchJob, type MatchSeeker } from './score';
import { skillCreditFinder } from './skill-credit';
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

const idOf = (raw: string) => taxonomy.resolve(raw)!.id;

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

/** Every word and every skill weighs the same, unless a test says otherwise. */
function score(seeker: MatchSeeker, target: MatchJob, skillWeight: (id: string) => number = () => 100) {
  return scoreJob(
    seeker,
    target,
    skillCreditFinder(seeker.skills, taxonomy, { wordWeight: () => 1, skillWeight }),
    taxonomy.version,
  );
}

describe('match score', () => {
  it('gives full credit for each job skill the seeker has, whatever the spelling', () => {
    const seeker = { skills: skills('reactjs', 'node', 'Postgres'), preferences: noPreferences };
    const result = score(seeker, job({ skills: skills('React', 'Node.js', 'PostgreSQL', 'Docker') }));
    // 3 of 4 of the job's skills: 35 × 3/4 ≈ 26; all 3 of the seeker's skills used: 65.
    expect(result.reasons).toMatchObject({ coveragePoints: 26, profilePoints: 65 });
    expect(result.score).toBe(91);
    expect(result.reasons.matched).toEqual(['React', 'Node.js', 'PostgreSQL']);
    expect(result.reasons.missing).toEqual(['Docker']);
  });

  it('gives partial credit for a related skill and says which skill stood in', () => {
    const seeker = { skills: skills('TypeScript'), preferences: noPreferences };
    const result = score(seeker, job({ skills: skills('JavaScript') }));
    // 90% of both parts: 31.5 and 58.5, each rounded.
    expect(result.score).toBe(91);
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
    // Half of one of two skills: 35 × 1/4 ≈ 9; half of the seeker's one skill used: 65 × 1/2 ≈ 33.
    expect(result.score).toBe(42);
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
    // Coverage 30 × 2/3, profile all 55, preferences 15 × 1/3.
    expect(result.reasons).toMatchObject({ coveragePoints: 20, profilePoints: 55, skillPoints: 75 });
    expect(result.reasons.preferencePoints).toBe(5);
    expect(result.score).toBe(result.reasons.skillPoints + result.reasons.preferencePoints);
  });

  it('gives a little credit for a skill of the same kind of product and names the kind', () => {
    const seeker = { skills: skills('Minitab'), preferences: noPreferences };
    const related = score(seeker, job({ skills: skills('SAS') })).reasons.related;
    expect(related).toEqual([
      { skill: 'SAS', via: 'Minitab', percent: 20, basis: 'group', group: taxonomy.groupOf(idOf('SAS')) },
    ]);
    expect(taxonomy.groupOf(idOf('SAS'))).toBe(taxonomy.groupOf(idOf('Minitab')));
  });

  it('ranks a job that uses more of the seeker’s skills higher, rare skills weighing more', () => {
    const seeker = { skills: skills('Python', 'SQL', 'Excel'), preferences: noPreferences };
    // Excel is asked for everywhere; Python and SQL are rarer.
    const weight = (id: string) => (id === idOf('Excel') ? 20 : 200);
    const usesPython = score(seeker, job({ skills: skills('Python', 'Tableau') }), weight);
    const usesExcel = score(seeker, job({ skills: skills('Excel', 'Tableau') }), weight);
    expect(usesPython.reasons.coveragePoints).toBe(usesExcel.reasons.coveragePoints);
    expect(usesPython.score).toBeGreaterThan(usesExcel.score);
    expect(usesPython.reasons.used).toEqual(['Python']);
    // 200 of 420: 65 × 0.476 ≈ 31; 20 of 420: 65 × 0.048 ≈ 3.
    expect([usesPython.reasons.profilePoints, usesExcel.reasons.profilePoints]).toEqual([31, 3]);
  });

  it('counts a profile of more than 5 skills as 5, so a long profile does not sink every match', () => {
    const many = skills('Python', 'SQL', 'Tableau', 'Excel', 'R', 'Java', 'Go', 'Rust', 'C++', 'Perl');
    const target = job({ skills: skills('Python', 'SQL') });
    const five = score({ skills: many.slice(0, 5), preferences: noPreferences }, target);
    const ten = score({ skills: many, preferences: noPreferences }, target);
    const twenty = score(
      {
        skills: [
          ...many,
          ...skills('Ruby', 'PHP', 'Scala', 'Haskell', 'Lua', 'Dart', 'Swift', 'Kotlin', 'Elixir', 'Julia'),
        ],
        preferences: noPreferences,
      },
      target,
    );
    // 2 of 5 equal skills used: 65 × 0.4 = 26; of 10 or 20, counted as 5: 2 of 5 again.
    expect(five.reasons.profilePoints).toBe(26);
    expect(ten.reasons.profilePoints).toBe(26);
    expect(twenty.reasons.profilePoints).toBe(26);
  });

  it('is the same on every call', () => {
    const seeker = { skills: skills('Java', 'Docker', 'AWS'), preferences: noPreferences };
    const target = job({ skills: skills('Kotlin', 'Kubernetes', 'Azure', 'Terraform') });
    const first = score(seeker, target);
    for (let i = 0; i < 5; i++) expect(score(seeker, target)).toEqual(first);
  });
});
