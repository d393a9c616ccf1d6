import type { Application } from '@skillmatch/shared/schemas/applications';
import type { Job } from '@skillmatch/shared/schemas/jobs';
import type { MatchReasons, Recommendation } from '@skillmatch/shared/schemas/matching';
import type { UserRecord } from '@skillmatch/shared/schemas/user';

let sequence = 0;
const nextId = () => `a1b2c3d4-0000-4000-8000-${String(++sequence).padStart(12, '0')}`;

/** A job as the API presents it. */
export function makeJob(overrides: Partial<Job> = {}): Job {
  const id = overrides.id ?? nextId();
  const skills = overrides.skills ?? ['React', 'TypeScript', 'JavaScript', 'AWS'];
  return {
    title: 'Frontend Engineer',
    company: 'Acme',
    companyId: 'c0c0c0c0-0000-4000-8000-000000000001',
    companySlug: 'acme',
    companyVerified: false,
    location: 'Berlin, Germany',
    salaryMin: 120_000,
    salaryMax: 150_000,
    currency: 'USD',
    type: 'Full-time',
    category: 'Technology',
    experience: '3+ years',
    description: 'Build things.',
    skills,
    skillNames: skills,
    responsibilities: [],
    requirements: [],
    remote: true,
    status: 'active',
    postedDate: '2026-11-20',
    posted: '2026-11-20',
    closingDate: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    isSaved: false,
    isApplied: false,
    review: 'published',
    reviewNote: null,
    ...overrides,
    _id: id,
    id,
  };
}

type Credit = MatchReasons['related'][number];

/** A skill the seeker earns part of, one of each kind: through a related skill, or words shared with one of theirs. */
export const CREDITS = {
  related: { skill: 'JavaScript', via: 'TypeScript', percent: 70, basis: 'related' },
  words: {
    skill: 'Market research',
    via: 'Legal Research',
    words: ['research'],
    percent: 40,
    basis: 'words',
  },
} satisfies Record<Credit['basis'], Credit>;

/** A seeker's reasons (score version 4), without preferences. */
export function makeReasons(overrides: Partial<MatchReasons> = {}): MatchReasons {
  return {
    version: '4',
    matched: ['React', 'TypeScript'],
    related: [CREDITS.related],
    missing: ['AWS'],
    used: ['React', 'TypeScript'],
    profileSkillCount: 3,
    coverage: 62,
    reliance: 40,
    preferences: [],
    ...overrides,
  };
}

/** A recommendation item as GET /api/recommendations answers it. */
export function makeRecommendation(
  score: number,
  job: Partial<Job> = {},
  reasons: Partial<MatchReasons> = {},
): Recommendation {
  return { match_score: score, jobDetails: makeJob(job), reasons: makeReasons(reasons) };
}

/** GET /api/me (or /api/user/:email) for a seeker with these skills (no profile at all when `skills` is null). */
export function makeUserRecord(email: string, skills: string[] | null): UserRecord {
  return {
    id: 'user-1',
    email,
    name: 'Ada Lovelace',
    displayName: 'Ada Lovelace',
    dbPhoto: null,
    role: 'user',
    progress: skills ? 60 : 0,
    profileChecklist: [],
    profile: skills
      ? {
          headline: 'Engineer',
          bio: 'I build things.',
          location: 'Berlin',
          skills,
          experience: [],
          education: [],
          jobPreferences: { jobTypes: [], locations: [], salary: { min: null, max: null }, remote: false },
          careerInfo: { summary: '', goals: '' },
          projects: [],
        }
      : null,
    skillNames: skills ?? [],
    resume: null,
    applications: [],
    applicationStats: { applied: 0, inProgress: 0, interviews: 0, offers: 0, rejected: 0 },
    createdAt: '2026-01-01T00:00:00.000Z',
  };
}

/** The seeker's own application to `job`, at `status`, sent on Nov 20. */
export function makeApplication(job: Job, status: string): Application {
  return {
    applicationId: 'application-1',
    jobId: job.id,
    job: job.title,
    company: job.company,
    companyLocation: job.location,
    salary: { min: null, max: null, currency: 'USD' },
    jobType: job.type,
    remote: job.remote,
    skillsRequired: job.skills,
    motivation: 'I have shipped accessible design systems for years and want to do it with your team.',
    status,
    appliedDate: '2026-11-20T10:00:00.000Z',
    nextStep: null,
    nextStepDate: null,
    feedback: null,
    timeline: [{ stage: 'Applied', date: '2026-11-20T10:00:00.000Z' }],
  };
}
