import type { z } from 'zod';
import type {
  Interview,
  interviewListQuerySchema,
  rescheduleInterviewSchema,
  UpcomingInterview,
} from '../schemas/interviews';
import type {
  saveScorecardSchema,
  Scorecard,
  ScorecardAttributes,
  ScorecardSummary,
} from '../schemas/scorecards';
import type { QueryInput } from './api-route';
import { route } from './api-route';

/*
 * /api/interviews: an application's interviews (the hiring team), rescheduling, cancelling, calendar
 * files; scorecards and the company's own scorecard items.
 */

type InterviewId = { id: string };

export const listInterviews = route<{
  query: QueryInput<typeof interviewListQuerySchema>;
  response: Interview[];
}>('GET', '/api/interviews');

export const upcomingInterviews = route<{ response: UpcomingInterview[] }>('GET', '/api/interviews/upcoming');

export const rescheduleInterview = route<{
  params: InterviewId;
  body: z.input<typeof rescheduleInterviewSchema>;
  response: Interview;
}>('PATCH', '/api/interviews/:id');

export const cancelInterview = route<{ params: InterviewId; response: Interview }>(
  'DELETE',
  '/api/interviews/:id',
);

/** The .ics file ("Add to calendar"): a link, not JSON. */
export const interviewCalendar = route<{ params: InterviewId; response: string }>(
  'GET',
  '/api/interviews/:id/calendar',
);

export const scorecardSummary = route<{
  query: QueryInput<typeof interviewListQuerySchema>;
  response: ScorecardSummary;
}>('GET', '/api/interviews/scorecards');

export const scorecardAttributes = route<{ response: ScorecardAttributes }>(
  'GET',
  '/api/interviews/attributes',
);

export const setScorecardAttributes = route<{ body: ScorecardAttributes; response: ScorecardAttributes }>(
  'PUT',
  '/api/interviews/attributes',
);

export const myScorecard = route<{ params: InterviewId; response: Scorecard }>(
  'GET',
  '/api/interviews/:id/scorecard',
);

export const saveScorecard = route<{
  params: InterviewId;
  body: z.input<typeof saveScorecardSchema>;
  response: Scorecard;
}>('PUT', '/api/interviews/:id/scorecard');
