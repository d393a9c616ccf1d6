import { randomUUID } from 'node:crypto';
import { betterAuth } from 'better-auth';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { admin } from 'better-auth/plugins/admin';
import { genericOAuth } from 'better-auth/plugins/generic-oauth';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@skillmatch/db/client';
import { accounts, sessions, users, verifications } from '@skillmatch/db/schema/auth';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@skillmatch/shared/constants';
import { SIGN_UP_CLOSED_ERROR, SIGN_UP_CLOSED_MESSAGE } from '@skillmatch/shared/schemas/settings';
import { text } from '@skillmatch/shared/schemas/text';
import { PHOTO_URL_MESSAGE, photoUrlSchema } from '@skillmatch/shared/schemas/user';
import type { Config } from '../config';
import type { SiteSettingsStore } from '../modules/settings/site-settings';
import type { TaskSender } from '../tasks/task-queue';
import { createRateLimitStorage } from './rate-limit-storage';
import { endResetLinks, hashResetIdentifier, storedResetIdentifier } from './reset-links';

/** The header the server sets from Fastify's idea of the client address; a client's own value is replaced. */
export const CLIENT_IP_HEADER = 'x-skillmatch-client-ip';

const SESSION_DAYS = 7;

const FULL_NAME_REQUIRED = 'Enter your full name.';
/** A name given at sign-up (or by Google) follows the same text rule as the display name. */
const fullName = text('Full name', { required: FULL_NAME_REQUIRED, max: 120 });

/** Origins allowed to make cookie-carrying calls: the product's own, and Vite's during development. */
export function trustedOrigins(config: Config): string[] {
  const origins = [new URL(config.publicUrl).origin];
  if (config.env === 'development') origins.push('http://localhost:5173');
  return origins;
}

/**
 * Google has proved the email belongs to whoever signed in. If the account it joins was made with a
 * password by someone who never proved that, the password and its sessions go: otherwise a person who
 * registered someone else's email first would keep a way into their account.
 */
async function trustGoogleVerifiedEmail(db: Database, userId: string) {
  const [user] = await db
    .select({ emailVerified: users.emailVerified })
    .from(users)
    .where(eq(users.id, userId));
  if (!user || user.emailVerified) return;
  await db.transaction(async (tx) => {
    await tx.delete(accounts).where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')));
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    await tx.update(users).set({ emailVerified: true, updatedAt: new Date() }).where(eq(users.id, userId));
  });
}

export function createAuth(
  config: Config,
  db: Database,
  tasks: TaskSender,
  log: FastifyBaseLogger,
  settings: SiteSettingsStore,
) {
  const { google } = config;
  const perMinute = { window: 60, max: config.authRateLimitPerMinute };
  return betterAuth({
    appName: 'SkillMatch',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    trustedOrigins: trustedOrigins(config),
    telemetry: { enabled: false },
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications },
    }),
    emailAndPassword: {
      enabled: true,
      autoSignIn: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      // A task, not the email itself: the answer no longer waits for the mail server, whose delay told
      // whether the account exists, and a slow or failing mail server is retried in the background.
      sendResetPassword: async ({ user, url, token }) => {
        await endResetLinks(db, user.id, await storedResetIdentifier(token));
        await tasks.send(db, 'password-reset-email', { to: user.email, name: user.name, url });
      },
    },
    ...(google && !google.discoveryUrl
      ? {
          socialProviders: {
            google: {
              clientId: google.clientId,
              clientSecret: google.clientSecret,
              prompt: 'select_account',
            },
          },
        }
      : {}),
    account: {
      // A Google account with the same (verified) email is the same person: one user. Our password
      // accounts do not verify their email, so linking is allowed to them, and made safe below.
      accountLinking: { enabled: true, trustedProviders: ['google'], requireLocalEmailVerified: false },
    },
    verification: {
      storeIdentifier: { default: 'plain', overrides: { 'reset-password:': { hash: hashResetIdentifier } } },
    },
    hooks: {
      // A new password, however it was set, ends every reset link still out there for the account.
      after: createAuthMiddleware(async (context) => {
        const userId = context.context.session?.user.id;
        if (context.path === '/change-password' && userId && !(context.context.returned instanceof Error)) {
          await endResetLinks(db, userId);
        }
      }),
    },
    session: { expiresIn: SESSION_DAYS * 24 * 60 * 60, updateAge: 24 * 60 * 60 },
    databaseHooks: {
      account: {
        create: {
          after: async (account) => {
            if (account.providerId === 'google') await trustGoogleVerifiedEmail(db, account.userId);
          },
        },
      },
      user: {
        create: {
          before: async (user, context) => {
            // A request (sign-up, Google's callback) passes its endpoint context; the first-administrator
            // bootstrap creates its account without one, so it still works while sign-up is closed.
            if (context && !(await settings.current()).signUpOpen) {
              throw new APIError('FORBIDDEN', {
                message: SIGN_UP_CLOSED_MESSAGE,
                code: SIGN_UP_CLOSED_ERROR,
              });
            }
            const name = fullName.safeParse(user.name);
            if (!name.success) {
              throw new APIError('BAD_REQUEST', {
                message: name.error.issues[0]?.message ?? FULL_NAME_REQUIRED,
              });
            }
            if (user.image && !photoUrlSchema.safeParse(user.image).success) {
              throw new APIError('BAD_REQUEST', { message: PHOTO_URL_MESSAGE });
            }
            return { data: { ...user, name: name.data, email: user.email.toLowerCase() } };
          },
        },
      },
    },
    rateLimit: {
      enabled: true,
      window: 60,
      max: 300,
      customRules: {
        '/sign-in/email': perMinute,
        '/sign-up/email': perMinute,
        '/sign-in/social': perMinute,
        '/request-password-reset': perMinute,
        '/reset-password': perMinute,
        '/change-password': perMinute,
        '/get-session': false,
      },
      customStorage: createRateLimitStorage(db),
    },
    plugins: [
      admin({ defaultRole: 'user', adminRoles: ['admin'] }),
      ...(google?.discoveryUrl
        ? [
            genericOAuth({
              config: [
                {
                  providerId: 'google',
                  clientId: google.clientId,
                  clientSecret: google.clientSecret,
                  discoveryUrl: google.discoveryUrl,
                  scopes: ['openid', 'email', 'profile'],
                  pkce: true,
                },
              ],
            }),
          ]
        : []),
    ],
    advanced: {
      useSecureCookies: config.publicUrl.startsWith('https://'),
      cookiePrefix: 'skillmatch',
      // better-auth skips these checks under NODE_ENV=test; the tests must see what production does.
      disableOriginCheck: false,
      disableCSRFCheck: false,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      database: { generateId: () => randomUUID() },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    logger: {
      log: (level, message, ...args) => log[level]({ args }, `auth: ${message}`),
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
