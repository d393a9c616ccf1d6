import { describe, expect, it } from 'vitest';
import { MatchIndex, type IndexedJob } from './match-index';
import type { MatchSeeker } from './match-input';
import { matchSkills, scoreJob } from './score';
import { correctedTerm } from './seeker-query';
import { stemWord, typedPieces } from './skill-text';
import { taxonomy } from './taxonomy';

function skills(...raw: string[]) {
  return matchSkills(
    raw,
    raw.map((skill) => taxonomy.resolve(skill)!.id),
  );
}

let count = 0;
function job(raw: string[], facts: Partial<IndexedJob> = {}): IndexedJob {
  return {
    id: `job-${++count}`,
    postedDate: '2026-11-01',
    skills: skills(...raw),
    type: 'Full-time',
    remote: false,
    location: 'Berlin, Germany',
    salaryMin: null,
    salaryMax: null,
    ...facts,
  };
}

const noPreferences: MatchSeeker['preferences'] = {
  jobTypes: [],
  locations: [],
  remote: false,
  salaryMin: null,
};
const seekerOf = (...raw: string[]): MatchSeeker => ({ skills: skills(...raw), preferences: noPreferences });

/** A small catalogue, so that words have rarities; `target` is scored against it. */
function scored(seeker: MatchSeeker, target: IndexedJob, others: IndexedJob[] = []) {
  const index = new MatchIndex(taxonomy);
  for (const entry of [target, ...others]) index.upsert(entry);
  return scoreJob(seeker, target, index.queryFor(seeker), index, taxonomy);
}

const filler = [
  job(['Cooking', 'Food Safety']),
  job(['Forklift Operation', 'Warehouse Safety']),
  job(['Customer Service', 'Cash Handling']),
];

describe('typed skills', () => {
  it('splits a string into the skills it holds', () => {
    expect(typedPieces('Autocad | Catia | Solidworks')).toEqual(['Autocad', 'Catia', 'Solidworks']);
    expect(typedPieces('Network Address Translation(NAT)')).toEqual(['Network Address Translation', 'NAT']);
    expect(typedPieces('UI/UX, C++; Node.js')).toEqual(['UI', 'UX', 'C++', 'Node.js']);
    expect(typedPieces('Income Tax')).toEqual(['Income Tax']);
  });

  it('brings the forms of a word together', () => {
    expect(new Set(['testing', 'tester', 'test'].map(stemWord)).size).toBe(1);
    expect(stemWord('engineering')).toBe(stemWord('engineer'));
    expect(stemWord('recruitment')).toBe(stemWord('recruiter'));
    expect(stemWord('legal')).toBe('legal');
  });

  it('corrects a dropped, doubled or swapped letter to a word the catalogue uses, not a real word to another', () => {
    const used = new Map([
      ['excel', 40],
      ['microsoft', 30],
      ['content', 50],
    ]);
    const stats = { termJobs: (term: string) => used.get(term) ?? 0 };
    expect(correctedTerm('excell', stats)).toBe('excel');
    expect(correctedTerm('microsft', stats)).toBe('microsoft');
    expect(correctedTerm('context', stats)).toBe('context');
    expect(correctedTerm('excel', stats)).toBe('excel');
  });
});

describe('match score', () => {
  it('finds the skills a typed string holds and says which string they came from', () => {
    const typed = 'Taxation matters Income Tax GST P Tax Accounts';
    const result = scored(seekerOf(typed), job(['Income Tax', 'Forklift Operation']), filler);
    expect(result.reasons.matched).toEqual(['Income Tax']);
    expect(result.reasons.related).toEqual([]);
    expect(result.reasons.missing).toEqual(['Forklift Operation']);
    expect(result.reasons.used).toEqual([typed]);
    expect(result.score).toBeGreaterThan(0);
  });

  it('gives at most half the credit for shared words, naming them and the seeker’s skill', () => {
    const result = scored(seekerOf('Legal Research'), job(['Legal Writing', 'Cooking']), filler);
    expect(result.reasons.related).toEqual([
      expect.objectContaining({
        skill: 'Legal Writing',
        via: 'Legal Research',
        basis: 'words',
        words: ['Legal'],
      }),
    ]);
    const credit = result.reasons.related[0]!.percent;
    expect(credit).toBeGreaterThan(0);
    expect(credit).toBeLessThanOrEqual(50);
  });

  it('corrects misspellings against the catalogue', () => {
    const catalogue = [...filler, job(['Excel', 'Reporting']), job(['Excel', 'Budgeting']), job(['Excel'])];
    const result = scored(seekerOf('Microsft office and excell'), job(['Excel', 'Payroll']), catalogue);
    expect(result.reasons.matched).toEqual(['Excel']);
  });

  it('credits a skill the taxonomy relates to the seeker’s, saying which', () => {
    const result = scored(seekerOf('TypeScript'), job(['JavaScript', 'Cooking']), filler);
    expect(result.reasons.related).toEqual([
      expect.objectContaining({ skill: 'JavaScript', via: 'TypeScript', basis: 'related' }),
    ]);
  });

  it('scores higher when the job asks for more of the seeker’s skills, and first', () => {
    const seeker = seekerOf('React', 'Node.js', 'PostgreSQL');
    const all = scored(seeker, job(['React', 'Node.js', 'PostgreSQL', 'Docker']), filler);
    const one = scored(seeker, job(['Docker', 'Kubernetes', 'AWS', 'React']), filler);
    expect(all.score).toBeGreaterThan(one.score);
    expect(all.score).toBeLessThanOrEqual(100);
    expect(all.reasons.coverage).toBeGreaterThan(one.reasons.coverage);
  });

  it('weighs a job’s first and rarer skills more: which three of four the seeker has matters', () => {
    const catalogue = [...filler, job(['Docker', 'Git']), job(['Git', 'Linux']), job(['Git'])];
    const target = job(['Kubernetes', 'Terraform', 'Docker', 'Git']);
    const withoutFirst = scored(seekerOf('Terraform', 'Docker', 'Git'), target, catalogue);
    const withoutCommon = scored(seekerOf('Kubernetes', 'Terraform', 'Docker'), target, catalogue);
    expect(withoutCommon.reasons.coverage).toBeGreaterThan(withoutFirst.reasons.coverage);
    expect(withoutCommon.score).toBeGreaterThan(withoutFirst.score);
  });

  it('leaves preferences out of the score and shows how the job fits them', () => {
    const seeker = { ...seekerOf('React'), preferences: { ...noPreferences, remote: true } };
    const remote = scored(seeker, job(['React', 'Redux'], { remote: true }), filler);
    const office = scored(seeker, job(['React', 'Redux']), filler);
    expect(remote.reasons.preferences).toEqual([{ preference: 'location', fit: 1 }]);
    expect(office.reasons.preferences).toEqual([{ preference: 'location', fit: 0 }]);
    expect(remote.score).toBe(office.score);
    expect([remote.fit, office.fit]).toEqual([1, 0]);
    expect(scored(seekerOf('React'), job(['React'])).fit).toBeNull();
  });

  it('gives nothing for what jobs like the seeker’s also ask for', () => {
    const legal = [job(['Legal', 'Litigation']), job(['Legal', 'Litigation', 'Contracts'])];
    const result = scored(seekerOf('Legal'), job(['Litigation', 'Cooking']), [...filler, ...legal]);
    expect(result.reasons.related).toEqual([]);
    expect(result.score).toBe(0);
  });

  it('gives nothing for a job without any of the seeker’s words', () => {
    const result = scored(seekerOf('Python'), job(['Cooking', 'Food Safety']), filler);
    expect(result.score).toBe(0);
    expect(result.reasons.missing).toEqual(['Cooking', 'Food Safety']);
  });
});
