import { APPLICATION_STATUSES } from '@skillmatch/shared/constants';
import type { PipelineBoard, PipelineItem } from '@skillmatch/shared/schemas/admin';
import type { Candidates, MatchReasons } from '@skillmatch/shared/schemas/matching';

export const JOB_ID = '0b9a4c8e-5a3e-4f7e-9d1a-2f3c4d5e6f70';
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** One card of the board, as GET /api/admin/applications/board answers it. */
export function makeItem(
  n: number,
  name: string,
  status: PipelineItem['status'],
  overrides: Partial<PipelineItem> = {},
): PipelineItem {
  return {
    applicationId: uuid(n),
    status,
    appliedAt: '2026-03-02T09:00:00.000Z',
    updatedAt: '2026-03-05T09:00:00.000Z',
    nextStep: null,
    nextStepDate: null,
    feedback: null,
    job: { id: JOB_ID, title: 'Frontend Engineer', company: 'Acme' },
    applicant: {
      id: uuid(100 + n),
      name,
      email: `${name.split(' ')[0]!.toLowerCase()}@example.com`,
      disabled: false,
    },
    score: 70 - n,
    ...overrides,
  };
}

/** A board of every status, as the server answers it, each column holding the given items (totals can be larger). */
export function makeBoard(
  items: PipelineItem[],
  totals: Partial<Record<string, number>> = {},
): PipelineBoard {
  return {
    columns: APPLICATION_STATUSES.map((status) => {
      const mine = items.filter((item) => item.status === status);
      return { status, items: mine, total: totals[status] ?? mine.length };
    }),
  };
}

/** A candidate's reasons (score version 4), without preferences. */
export function makeReasons(
  matched: string[],
  missing: string[] = [],
  related: MatchReasons['related'] = [],
): MatchReasons {
  return {
    version: '3',
    matched,
    related,
    missing,
    used: [...new Set([...matched, ...related.map((credit) => credit.via)])],
    profileSkillCount: matched.length + related.length + 1,
    coverage: 55,
    reliance: 30,
    preferences: [],
  };
}

type Applicant = Candidates['applicants'][number];

export function makeApplicant(
  n: number,
  name: string,
  score: number,
  overrides: Partial<Applicant> = {},
): Applicant {
  return {
    applicationId: uuid(n),
    status: 'Applied',
    appliedAt: '2026-03-02T09:00:00.000Z',
    motivation: `I would love to build the product with you (${name}).`,
    person: {
      id: uuid(100 + n),
      name,
      email: `${name.split(' ')[0]!.toLowerCase()}@example.com`,
      disabled: false,
    },
    profile: { headline: 'Frontend developer', location: 'Berlin', skills: ['React', 'TypeScript'] },
    resume: null,
    score,
    reasons: makeReasons(
      ['React'],
      ['AWS'],
      [{ skill: 'JavaScript', via: 'TypeScript', percent: 70, basis: 'related' }],
    ),
    ...overrides,
  };
}
