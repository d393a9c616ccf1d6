import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ADMIN_USER_MESSAGES } from '@skillmatch/shared/schemas/admin';
import type { ErrorCode } from '@skillmatch/shared/schemas/errors';
import { ERROR_STATUS } from '@skillmatch/shared/schemas/errors';
import { SIGN_UP_CLOSED_ERROR, SIGN_UP_CLOSED_MESSAGE } from '@skillmatch/shared/schemas/settings';
import type { App } from '../app-types';
import { CLIENT_IP_HEADER, type Auth } from '../auth/auth';
import { createSessionLookup } from '../auth/session-lookup';
import { AppError } from '../errors';

/**
 * better-auth's error codes, in words for the person at the form. Sign-up and sign-in say nothing about
 * whether an account exists beyond what signing in itself reveals (docs/decisions.md).
 */
const AUTH_MESSAGES: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: 'Invalid email or password.',
  INVALID_EMAIL: 'Enter a valid email address.',
  INVALID_PASSWORD: 'Invalid email or password.',
  USER_ALREADY_EXISTS:
    'We could not create an account with this email. If it is yours, sign in or reset your password.',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL:
    'We could not create an account with this email. If it is yours, sign in or reset your password.',
  PASSWORD_TOO_SHORT: 'Password must be at least 8 characters.',
  PASSWORD_TOO_LONG: 'Password must be at most 128 characters.',
  INVALID_TOKEN: 'This reset link is invalid or has expired. Ask for a new one.',
  TOO_MANY_REQUESTS: 'Too many attempts. Please wait a minute and try again.',
  CREDENTIAL_ACCOUNT_NOT_FOUND: 'This account signs in with Google and has no password to change.',
  // The admin plugin refuses a session to a disabled (banned) account.
  BANNED_USER: ADMIN_USER_MESSAGES.disabledSignIn,
  [SIGN_UP_CLOSED_ERROR]: SIGN_UP_CLOSED_MESSAGE,
};

/**
 * The account library's endpoints the product uses; every other one (update-user, change-email, the admin
 * plugin's set-role and ban-user, …) would change accounts around our schemas and rules, so it answers 404.
 * Sign-out, the session and account deletion go through our own routes.
 */
const OFFERED_AUTH_ENDPOINTS: { method: string; path: RegExp }[] = [
  { method: 'POST', path: /^\/sign-up\/email$/ },
  { method: 'POST', path: /^\/sign-in\/(email|social|oauth2)$/ },
  { method: 'GET', path: /^\/(oauth2\/)?callback\/[\w-]+$/ },
  // Providers may send the browser back with a form post.
  { method: 'POST', path: /^\/(oauth2\/)?callback\/[\w-]+$/ },
  { method: 'GET', path: /^\/error$/ },
  { method: 'POST', path: /^\/request-password-reset$/ },
  { method: 'POST', path: /^\/reset-password$/ },
  { method: 'GET', path: /^\/reset-password\/[\w-]+$/ },
  { method: 'POST', path: /^\/change-password$/ },
];

/**
 * The path under /api/auth as the account library will route it, or null when it is not one we offer.
 * Decoded and repeated slashes folded before the check, and forwarded in that form, so no other spelling
 * of a path reaches an endpoint we do not offer.
 */
function offeredAuthPath(method: string, url: string): string | null {
  let path = url.split('?')[0] ?? '';
  try {
    path = decodeURIComponent(path);
  } catch {
    return null;
  }
  const endpoint = path.replace(/\/{2,}/g, '/').replace(/^\/api\/auth/, '');
  return OFFERED_AUTH_ENDPOINTS.some((offered) => offered.method === method && offered.path.test(endpoint))
    ? endpoint
    : null;
}

const codeFor = (status: number): ErrorCode =>
  (Object.entries(ERROR_STATUS).find(
    ([code, value]) => value === status && code !== 'VALIDATION',
  )?.[0] as ErrorCode) ?? (status >= 500 ? 'INTERNAL' : 'BAD_REQUEST');

/** Where an error code means something else than at sign-in. */
const ENDPOINT_MESSAGES: Record<string, Record<string, string>> = {
  '/change-password': { INVALID_PASSWORD: 'The current password is not correct.' },
};

function translateError(status: number, text: string, requestId: string, endpoint: string) {
  let body: { code?: unknown; message?: unknown } = {};
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    // better-auth's 429 may come with no JSON body.
  }
  const upstreamCode = typeof body.code === 'string' ? body.code : status === 429 ? 'TOO_MANY_REQUESTS' : '';
  const upstreamMessage = typeof body.message === 'string' ? body.message : '';
  const message =
    ENDPOINT_MESSAGES[endpoint]?.[upstreamCode] ??
    AUTH_MESSAGES[upstreamCode] ??
    (upstreamMessage.startsWith('[body.email]') ? AUTH_MESSAGES.INVALID_EMAIL : undefined) ??
    (status >= 500 || !upstreamMessage
      ? 'Something went wrong on our side. Please try again.'
      : // Validation messages come as "[body.field] message": the field is already in the message.
        upstreamMessage.replace(/^\[[^\]]*\]\s*/, ''));
  return { statusCode: status, code: codeFor(status), message, requestId };
}

/** A new password ends every other session, whatever the caller asked: whoever else held one may not. */
function bodyFor(endpoint: string, body: unknown): unknown {
  if (endpoint === '/change-password' && typeof body === 'object' && body !== null && !Array.isArray(body))
    return { ...body, revokeOtherSessions: true };
  return body;
}

/** Auth bodies are flat objects of a few strings; nothing deeper need reach the account library. */
const AUTH_BODY_MAX_DEPTH = 4;

/**
 * Why a body may not go to the account library, or null: a deeply nested body overflows its stack and
 * PostgreSQL refuses a NUL in text, and both would otherwise end as a 500.
 */
function authBodyProblem(value: unknown, depth = 0): string | null {
  if (typeof value === 'string')
    return value.includes('\u0000') ? 'This request cannot contain NUL characters.' : null;
  if (typeof value !== 'object' || value === null) return null;
  if (depth >= AUTH_BODY_MAX_DEPTH) return 'The request body is nested too deeply.';
  for (const item of Object.values(value)) {
    const problem = authBodyProblem(item, depth + 1);
    if (problem) return problem;
  }
  return null;
}

/** Hands a Fastify request to better-auth as a Fetch request and its answer back. */
async function forwardToAuth(
  auth: Auth,
  publicUrl: string,
  endpoint: string,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const headers = fromNodeHeaders(request.headers);
  headers.set(CLIENT_IP_HEADER, request.ip);
  headers.delete('content-length');
  const hasBody = request.body !== undefined && request.body !== null && request.method !== 'GET';
  const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
  const response = await auth.handler(
    new Request(new URL(`/api/auth${endpoint}${query}`, publicUrl), {
      method: request.method,
      headers,
      body: hasBody ? JSON.stringify(bodyFor(endpoint, request.body)) : null,
    }),
  );
  reply.code(response.status);
  response.headers.forEach((value, name) => {
    if (!['set-cookie', 'content-length', 'content-encoding'].includes(name)) reply.header(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  const text = await response.text();
  if (response.status >= 400) {
    if (response.status >= 500) request.log.error({ status: response.status, body: text }, 'auth failed');
    return reply
      .type('application/json')
      .send(translateError(response.status, text, String(request.id), endpoint));
  }
  return reply.send(text.length > 0 ? text : null);
}

/** Accounts: better-auth on /api/auth/*. */
export async function registerAuth(app: App, auth: Auth) {
  app.decorate('auth', auth);
  const context = await auth.$context;
  app.decorate(
    'findSession',
    createSessionLookup(app.db, {
      secret: context.secret,
      cookies: {
        sessionToken: context.authCookies.sessionToken.name,
        dontRemember: context.authCookies.dontRememberToken.name,
      },
      expiresIn: context.sessionConfig.expiresIn,
      updateAge: context.sessionConfig.updateAge,
    }),
  );

  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    schema: { hide: true },
    handler: (request, reply) => {
      const endpoint = offeredAuthPath(request.method, request.url);
      if (!endpoint) {
        throw new AppError('NOT_FOUND', `No such endpoint: ${request.method} ${request.url.split('?')[0]}`);
      }
      const problem = authBodyProblem(request.body) ?? authBodyProblem(request.query);
      if (problem) throw new AppError('BAD_REQUEST', problem);
      return forwardToAuth(auth, app.config.publicUrl, endpoint, request, reply);
    },
  });
}
