import type { PipelineDetail } from '@skillmatch/shared/schemas/admin';
import type { JobInterviewers } from '@skillmatch/shared/schemas/back-office';
import type { Interview } from '@skillmatch/shared/schemas/interviews';
import type { Scorecard, ScorecardSummary } from '@skillmatch/shared/schemas/scorecards';
import type { SessionState, SessionUser } from '@skillmatch/shared/schemas/session';
import { makeBoard, makeItem } from './pipeline-fixtures';
import { json, type ApiHandler } from '../../../test/harness';

export const ITEM = makeItem(1, 'Sam Seeker', 'Interview');
export const APPLICATION_ID = ITEM.applicationId;

export const RITA: SessionUser = {
  id: 'u-rita',
  email: 'rita@acme.test',
  name: 'Rita Recruiter',
  displayName: 'Rita Recruiter',
  image: null,
  role: 'user',
};
export const IVAN: SessionUser = {
  ...RITA,
  id: 'u-ivan',
  email: 'ivan@acme.test',
  name: 'Ivan Interviewer',
  displayName: 'Ivan Interviewer',
};

export const backOffice = (role: 'owner' | 'recruiter' | 'interviewer'): SessionState['backOffice'] => ({
  role,
  company: { id: 'c-1', name: 'Acme' },
  companies: 1,
});

export const TEAM: JobInterviewers = {
  interviewers: [{ userId: IVAN.id, name: IVAN.name, email: IVAN.email, role: 'interviewer' }],
  team: [
    { userId: IVAN.id, name: IVAN.name, email: IVAN.email, role: 'interviewer' },
    { userId: 'u-olga', name: 'Olga Outsider', email: 'olga@acme.test', role: 'interviewer' },
    { userId: RITA.id, name: RITA.name, email: RITA.email, role: 'recruiter' },
  ],
};

export const DETAIL: PipelineDetail = {
  item: ITEM,
  score: 82,
  profile: null,
  resume: null,
  application: {
    applicationId: APPLICATION_ID,
    jobId: ITEM.job.id,
    job: ITEM.job.title,
    company: ITEM.job.company,
    companyLocation: null,
    salary: { min: null, max: null, currency: 'USD' },
    jobType: 'Full-time',
    remote: true,
    skillsRequired: ['React', 'TypeScript'],
    motivation: 'I build interfaces people enjoy.',
    status: 'Interview',
    appliedDate: '2030-03-02T09:00:00.000Z',
    nextStep: null,
    nextStepDate: null,
    feedback: null,
    timeline: [{ stage: 'Applied', date: '2030-03-02T09:00:00.000Z' }],
  },
};

export function makeInterview(overrides: Partial<Interview> = {}): Interview {
  return {
    id: 'i-1',
    applicationId: APPLICATION_ID,
    startsAt: '2099-04-01T08:00:00.000Z',
    endsAt: '2099-04-01T08:45:00.000Z',
    durationMinutes: 45,
    timeZone: 'Europe/Paris',
    location: 'https://meet.example.com/sam',
    message: null,
    status: 'scheduled',
    sequence: 0,
    interviewers: [{ name: IVAN.name, email: IVAN.email }],
    calendarUrl: '/api/interviews/i-1/calendar',
    ...overrides,
  };
}

export function makeScorecard(overrides: Partial<Scorecard> = {}): Scorecard {
  return {
    interviewId: 'i-1',
    author: { id: IVAN.id, name: IVAN.name },
    items: [
      { item: 'React', kind: 'skill' },
      { item: 'TypeScript', kind: 'skill' },
      { item: 'Communication', kind: 'attribute' },
    ],
    ratings: [],
    notes: null,
    recommendation: null,
    submittedAt: null,
    ...overrides,
  };
}

export const NO_SCORECARDS: ScorecardSummary = {
  hidden: false,
  scorecards: [],
  recommendations: { 'strong-no': 0, no: 0, yes: 0, 'strong-yes': 0 },
};

/** The pipeline page with the application open: its board, detail and the team's answers as given. */
export function teamServer(answers: {
  interviews?: Interview[];
  summary?: ScorecardSummary;
  other?: ApiHandler;
}): ApiHandler {
  return async (call) => {
    const answer = await answers.other?.(call);
    if (answer) return answer;
    const { method, url } = call;
    if (url.startsWith('/api/admin/applications/board')) return json(makeBoard([ITEM]));
    if (url.startsWith('/api/admin/jobs?')) return json({ jobs: [] });
    if (url === `/api/admin/applications/${APPLICATION_ID}`) return json(DETAIL);
    if (url === `/api/jobs/${ITEM.job.id}/interviewers`) return json(TEAM);
    if (method === 'GET' && url === `/api/interviews?applicationId=${APPLICATION_ID}`)
      return json(answers.interviews ?? []);
    if (url === `/api/interviews/scorecards?applicationId=${APPLICATION_ID}`)
      return json(answers.summary ?? NO_SCORECARDS);
    if (method === 'GET' && url === `/api/applications/${APPLICATION_ID}/notes`) return json([]);
    return undefined;
  };
}

export const pipelineAt = `/admin/applications?application=${APPLICATION_ID}`;
