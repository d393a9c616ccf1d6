import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyRequest } from 'fastify';
import type { SessionUser } from '@skillmatch/shared/schemas/session';
import { forbidden, unauthenticated } from '../errors';

export interface CurrentSession {
  user: SessionUser;
  expiresAt: Date;
  /** The person's data version: answers kept for them hold while it does (`users.data_version`). */
  dataVersion: number;
}

const sessions = new WeakMap<FastifyRequest, Promise<CurrentSession | null>>();

/** better-auth's session cookie, with the `__Secure-` prefix it takes under https. */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?skillmatch\.session_token=/;

/** Whether the request carries a session cookie at all (valid or not), without looking it up. */
export function carriesSessionCookie(request: FastifyRequest): boolean {
  const cookie = request.headers.cookie;
  return typeof cookie === 'string' && SESSION_COOKIE.test(cookie);
}

export function toSessionUser(user: {
  id: string;
  email: string;
  name: string;
  image?: string | null;
  role?: string | null;
}): SessionUser {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    displayName: user.name,
    image: user.image ?? null,
    role: user.role === 'admin' ? 'admin' : 'user',
  };
}

/**
 * The session behind the request's cookie, looked up once per request: in one query, or through
 * better-auth when it has the session to extend (`auth/session-lookup.ts`).
 */
export function currentSession(request: FastifyRequest): Promise<CurrentSession | null> {
  let pending = sessions.get(request);
  if (!pending) {
    pending = lookUp(request);
    sessions.set(request, pending);
  }
  return pending;
}

async function lookUp(request: FastifyRequest): Promise<CurrentSession | null> {
  const found = await request.server.findSession(request.headers.cookie);
  if (!found || found.user.banned) return null;
  if (found.refresh) {
    const extended = await request.server.auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
    if (!extended || extended.user.banned) return null;
    return {
      user: toSessionUser(extended.user),
      expiresAt: new Date(extended.session.expiresAt),
      dataVersion: found.dataVersion,
    };
  }
  return { user: toSessionUser(found.user), expiresAt: found.expiresAt, dataVersion: found.dataVersion };
}

export async function requireUser(request: FastifyRequest): Promise<SessionUser> {
  const session = await currentSession(request);
  if (!session) throw unauthenticated();
  return session.user;
}

export async function requireAdmin(request: FastifyRequest): Promise<SessionUser> {
  const user = await requireUser(request);
  if (user.role !== 'admin') throw forbidden('Only administrators can do this.');
  return user;
}

export const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The signed-in person acting on their own record. */
export async function requireSelf(request: FastifyRequest, email: string): Promise<SessionUser> {
  const user = await requireUser(request);
  if (!sameEmail(user.email, email)) throw forbidden('You can only change your own account.');
  return user;
}

/** The signed-in person reading their own record, or an administrator reading anyone's. */
export async function requireSelfOrAdmin(request: FastifyRequest, email: string): Promise<SessionUser> {
  const user = await requireUser(request);
  if (user.role !== 'admin' && !sameEmail(user.email, email))
    throw forbidden('You can only see your own account.');
  return user;
}

/**
 * Who may call a route, declared by every API route as `config: { access }`:
 * - `public`: anyone;
 * - `signedIn`: any signed-in person;
 * - `self`: the person whose `:email` is in the path;
 * - `selfOrAdmin`: that person (`:email` in the path, or `?email=`), or an administrator;
 * - `admin`: administrators.
 */
export type Access = 'public' | 'signedIn' | 'self' | 'selfOrAdmin' | 'admin';

/** The address a route acts on, as the client sent it (before validation): the path's, else the query's. */
function addressedEmail(request: FastifyRequest): string | undefined {
  for (const source of [request.params, request.query]) {
    const email = (source as Record<string, unknown> | undefined)?.email;
    if (email !== undefined) return typeof email === 'string' ? email : '';
  }
  return undefined;
}

/**
 * The route's access check as an `onRequest` hook: a refused caller gets 401/403 before the body is read
 * or the input validated, so a refusal never depends on, or reveals, what a valid request looks like. The
 * handler asks the same guard again for the viewer; the session is read once per request.
 */
export function accessCheck(access: Access) {
  return async (request: FastifyRequest): Promise<void> => {
    if (access === 'public') return;
    if (access === 'admin') {
      await requireAdmin(request);
      return;
    }
    const email = addressedEmail(request);
    // With no address to check, validation says it is missing.
    if (access === 'signedIn' || email === undefined) await requireUser(request);
    else if (access === 'self') await requireSelf(request, email);
    else await requireSelfOrAdmin(request, email);
  };
}
