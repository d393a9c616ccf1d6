import type { z } from 'zod';
import type {
  addSkillRequestSchema,
  UserRecord,
  updateProfileRequestSchema,
  userResponseSchema,
} from '../schemas/user';
import { route } from './api-route';
import type { chooseCompanySchema, MyCompanies } from '../schemas/back-office';

/*
 * /api/me: the signed-in person's own account, the session deciding whose. The same calls as
 * /api/user/:email (kept for other clients), without an email address in the URL: the product's
 * pages use these.
 */

type UserAnswer = z.output<typeof userResponseSchema>;

export const getMe = route<{ response: UserRecord }>('GET', '/api/me');

export const saveMyProfile = route<{
  body: z.input<typeof updateProfileRequestSchema>;
  response: UserAnswer;
}>('PATCH', '/api/me');

export const addMySkill = route<{ body: z.input<typeof addSkillRequestSchema>; response: UserAnswer }>(
  'POST',
  '/api/me/skills',
);

/** A multipart upload: the body is FormData with the PDF. */
export const uploadMyResume = route<{ body: FormData; response: UserAnswer }>('PUT', '/api/me/resume');

/** A download (a link, not a fetch): the PDF itself. */
export const getMyResume = route<{ response: Blob }>('GET', '/api/me/resume');

export const deleteMyResume = route<{ response: UserAnswer }>('DELETE', '/api/me/resume');

/** A download (a link, not a fetch): everything the site holds about the person, as JSON. */
export const exportMyAccount = route<{ response: Record<string, unknown> }>('GET', '/api/me/export');

export const deleteMyAccount = route<{ response: { success: true } }>('DELETE', '/api/me');

/** The companies whose hiring team the person is on, and the one the back office shows. */
export const getMyCompanies = route<{ response: MyCompanies }>('GET', '/api/me/companies');

export const chooseMyCompany = route<{ body: z.input<typeof chooseCompanySchema>; response: MyCompanies }>(
  'PUT',
  '/api/me/company',
);
