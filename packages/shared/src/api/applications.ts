import type { z } from 'zod';
import type { Application, applyRequestSchema, updateApplicationSchema } from '../schemas/applications';
import type { OwnStory, submitStorySchema } from '../schemas/stories';
import type { Interview, scheduleInterviewSchema, ScheduledInterview } from '../schemas/interviews';
import type { addNoteSchema, ApplicationNote } from '../schemas/scorecards';
import type { CandidateEmail, EmailDraft, sendCandidateEmailSchema } from '../schemas/email-templates';
import type { EmailTemplateKind } from '../email-templates';
import type { ApplicationId } from './params';
import { route } from './api-route';

/* /api/applications: applying, the seeker's applications, a recruiter's change to one, a success story. */

export const apply = route<{ body: z.input<typeof applyRequestSchema>; response: Application }>(
  'POST',
  '/api/applications',
);

export const listApplications = route<{ response: Application[] }>('GET', '/api/applications');

export const withdrawApplication = route<{ params: ApplicationId; response: Application }>(
  'POST',
  '/api/applications/:id/withdraw',
);

export const updateApplication = route<{
  params: ApplicationId;
  body: z.input<typeof updateApplicationSchema>;
  response: Application;
}>('PATCH', '/api/applications/:id');

export const submitStory = route<{
  params: ApplicationId;
  body: z.input<typeof submitStorySchema>;
  response: OwnStory;
}>('POST', '/api/applications/:id/story');

export const scheduleInterview = route<{
  params: ApplicationId;
  body: z.input<typeof scheduleInterviewSchema>;
  response: ScheduledInterview;
}>('POST', '/api/applications/:id/interviews');

/** The candidate's own interviews for one of their applications. */
export const applicationInterviews = route<{ params: ApplicationId; response: Interview[] }>(
  'GET',
  '/api/applications/:id/interviews',
);

export const addApplicationNote = route<{
  params: ApplicationId;
  body: z.input<typeof addNoteSchema>;
  response: ApplicationNote;
}>('POST', '/api/applications/:id/notes');

/** The hiring team's notes on an application. */
export const applicationNotes = route<{ params: ApplicationId; response: ApplicationNote[] }>(
  'GET',
  '/api/applications/:id/notes',
);

/** The application's conversation with the candidate: emails sent (scheduled too, for the team) and replies. */
export const listCandidateEmails = route<{ params: ApplicationId; response: CandidateEmail[] }>(
  'GET',
  '/api/applications/:id/emails',
);

export const sendCandidateEmail = route<{
  params: ApplicationId;
  body: z.input<typeof sendCandidateEmailSchema>;
  response: CandidateEmail;
}>('POST', '/api/applications/:id/emails');

export const cancelCandidateEmail = route<{
  params: ApplicationId & { emailId: string };
  response: CandidateEmail;
}>('DELETE', '/api/applications/:id/emails/:emailId');

export const candidateEmailDraft = route<{
  params: ApplicationId;
  query: { kind: EmailTemplateKind };
  response: EmailDraft;
}>('GET', '/api/applications/:id/emails/draft');
