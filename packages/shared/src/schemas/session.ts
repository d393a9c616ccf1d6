import { z } from '../zod';
import { COMPANY_ROLES, USER_ROLES } from '../constants';
import { publicSiteSettingsSchema } from './settings';

/** The signed-in person as the web app sees them. */
export const sessionUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  displayName: z.string(),
  image: z.string().nullable(),
  role: z.enum(USER_ROLES),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/**
 * Who the signed-in person works for in the back office: the operator (every company), or their role in
 * the company it shows (`company`), and how many companies they are on the team of.
 */
export const sessionBackOfficeSchema = z.object({
  role: z.enum(['operator', ...COMPANY_ROLES]),
  company: z.object({ id: z.string(), name: z.string() }).nullable(),
  companies: z.number().int().min(0),
});
export type SessionBackOffice = z.infer<typeof sessionBackOfficeSchema>;

/** GET /api/session: who is signed in (user null when nobody), and which sign-in options exist. */
export const sessionStateSchema = z.object({
  user: sessionUserSchema.nullable(),
  expiresAt: z.string().nullable(),
  googleSignIn: z.boolean(),
  /** The platform settings every page uses: the site's name, whether sign-up is open, the list's page size. */
  site: publicSiteSettingsSchema,
  /** The person's back office; absent for visitors and for people on no hiring team. */
  backOffice: sessionBackOfficeSchema.optional(),
});
export type SessionState = z.infer<typeof sessionStateSchema>;

/** POST /api/jwt: the signed-in session (401 when signed out). */
export const jwtResponseSchema = z.object({
  user: sessionUserSchema,
  expiresAt: z.string(),
});

export const logoutResponseSchema = z.object({ success: z.literal(true) });
