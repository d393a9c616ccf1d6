import type { z } from 'zod';
import type { Application, applyRequestSchema, updateApplicationSchema } from '../schemas/applications';
import type { OwnStory, submitStorySchema } from '../schemas/stories';
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
