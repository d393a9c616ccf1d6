import type { z } from 'zod';
import type { Application, specApplyRequestSchema } from '../schemas/applications';
import type {
  addSkillRequestSchema,
  UserRecord,
  updateProfileRequestSchema,
  upsertUserRequestSchema,
  userResponseSchema,
} from '../schemas/user';
import type { UserEmail } from './params';
import { route } from './api-route';

/* /api/user: the user record (profile, skills, resume, the account's export and deletion) and the apply call kept for other clients. */

type UserAnswer = z.output<typeof userResponseSchema>;

/** The apply call kept for other clients (docs/product.md, "Calls kept for other clients"); the web app applies through `apply`. */
export const applyAsUser = route<{
  params: UserEmail;
  body: z.input<typeof specApplyRequestSchema>;
  response: { success: true; application: Application };
}>('PATCH', '/api/user/:email/apply');

/** A multipart upload: the body is FormData with the PDF. */
export const uploadResume = route<{ params: UserEmail; body: FormData; response: UserAnswer }>(
  'PUT',
  '/api/user/:email/resume',
);

/** A download (a link, not a fetch): the PDF itself. */
export const getResume = route<{ params: UserEmail; response: Blob }>('GET', '/api/user/:email/resume');

export const deleteResume = route<{ params: UserEmail; response: UserAnswer }>(
  'DELETE',
  '/api/user/:email/resume',
);

export const upsertUser = route<{ body: z.input<typeof upsertUserRequestSchema>; response: UserRecord }>(
  'POST',
  '/api/user',
);

export const getUser = route<{ params: UserEmail; response: UserRecord }>('GET', '/api/user/:email');

export const saveProfile = route<{
  params: UserEmail;
  body: z.input<typeof updateProfileRequestSchema>;
  response: UserAnswer;
}>('PATCH', '/api/user/:email');

export const addSkill = route<{
  params: UserEmail;
  body: z.input<typeof addSkillRequestSchema>;
  response: UserAnswer;
}>('POST', '/api/user/:email/skills');

/** A download (a link, not a fetch): everything the site holds about the user, as JSON. */
export const exportAccount = route<{ params: UserEmail; response: Record<string, unknown> }>(
  'GET',
  '/api/user/:email/export',
);

export const deleteAccount = route<{ params: UserEmail; response: { success: true } }>(
  'DELETE',
  '/api/user/:email',
);
