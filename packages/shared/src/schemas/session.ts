import { z } from '../zod';
import { USER_ROLES } from '../constants';
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

/** GET /api/session: who is signed in (user null when nobody), and which sign-in options exist. */
export const sessionStateSchema = z.object({
  user: sessionUserSchema.nullable(),
  expiresAt: z.string().nullable(),
  googleSignIn: z.boolean(),
  /** The platform settings every page uses: the site's name, whether sign-up is open, the list's page size. */
  site: publicSiteSettingsSchema,
});
export type SessionState = z.infer<typeof sessionStateSchema>;

/** POST /api/jwt: the signed-in session (401 when signed out). */
export const jwtResponseSchema = z.object({
  user: sessionUserSchema,
  expiresAt: z.string(),
});

export const logoutResponseSchema = z.object({ success: z.literal(true) });
