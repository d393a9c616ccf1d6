import type {
  ActivityEntry,
  AdminStats,
  AdminUserDetail,
  AdminUserSummary,
} from '@skillmatch/shared/schemas/admin';

/** GET /api/admin/stats with round numbers that are easy to spot on screen. */
export function makeStats(overrides: Partial<AdminStats> = {}): AdminStats {
  return {
    totals: { users: 1234, jobs: 87, applications: 4321, activeJobs: 65 },
    quick: {
      applicationsThisWeek: 42,
      offersMade: 7,
      medianDaysToFirstResponse: 2.5,
      activeJobsWithApplicantsPercent: 75,
    },
    applicationsPerWeek: Array.from({ length: 12 }, (_, index) => ({
      weekStart: new Date(Date.UTC(2026, 0, 5 + index * 7)).toISOString().slice(0, 10),
      count: index === 11 ? 12 : index === 10 ? 8 : 3,
    })),
    funnel: [
      { status: 'Applied', count: 30 },
      { status: 'In Progress', count: 10 },
      { status: 'Interview', count: 5 },
      { status: 'Offer', count: 2 },
      { status: 'Rejected', count: 8 },
      { status: 'Withdrawn', count: 1 },
    ],
    jobsByCategory: [
      { category: 'Technology', count: 40 },
      { category: 'Finance', count: 25 },
      { category: 'Healthcare', count: 0 },
    ],
    ...overrides,
  };
}

export function makeActivity(overrides: Partial<ActivityEntry> = {}): ActivityEntry {
  return {
    id: 'act-1',
    kind: 'application.created',
    actor: { id: 'user-7', name: 'Ada Lovelace' },
    summary: 'Ada Lovelace applied to Data Engineer at Acme',
    link: '/admin/applications',
    createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    ...overrides,
  };
}

export function makeUserSummary(overrides: Partial<AdminUserSummary> = {}): AdminUserSummary {
  return {
    id: 'user-7',
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    role: 'user',
    disabled: false,
    createdAt: '2026-02-01T09:00:00.000Z',
    applications: 3,
    mailRefused: false,
    ...overrides,
  };
}

export function makeUserDetail(overrides: Partial<AdminUserDetail> = {}): AdminUserDetail {
  return {
    id: 'user-7',
    email: 'ada@example.com',
    name: 'Ada Lovelace',
    displayName: 'Ada Lovelace',
    dbPhoto: null,
    role: 'user',
    progress: 80,
    profileChecklist: [],
    profile: {
      headline: 'Data engineer',
      bio: 'I build pipelines.',
      location: 'London',
      skills: ['Python', 'SQL'],
      experience: [
        {
          id: 'e1',
          title: 'Analyst',
          company: 'Babbage Ltd',
          location: '',
          startDate: '2020-01',
          endDate: '',
          current: true,
          description: '',
        },
      ],
      education: [],
      jobPreferences: { jobTypes: [], locations: [], salary: { min: null, max: null }, remote: false },
      careerInfo: { summary: '', goals: '' },
      projects: [],
    },
    skillNames: ['Python', 'SQL'],
    resume: {
      fileName: 'ada-cv.pdf',
      size: 245_760,
      uploadedAt: '2026-02-02T10:00:00.000Z',
      suggestedSkills: [],
    },
    applications: [],
    applicationStats: { applied: 0, inProgress: 0, interviews: 0, offers: 0, rejected: 0 },
    createdAt: '2026-02-01T09:00:00.000Z',
    disabled: false,
    ...overrides,
  };
}
