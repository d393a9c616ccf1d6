import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyRequest } from 'fastify';
import type { SessionUser } from '@skillmatch/shared/schemas/session';
import { forbidden, unauthenticated } from '../errors';
import { onAHiringTeam } from '../modules/companies/hiring-team-repository';

export interface CurrentSession {
  id: string;
  user: SessionUser;
  expiresAt: Date;
  /** The person's data version: answers kept for them hold while it does (`users.data_version`). */
  dataVersion: number;
}

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
 * The session behind the request's cookie: in one query, or through better-auth when it has the session
 * to extend (`auth/session-lookup.ts`).
 */
async function lookUp(request: FastifyRequest): Promise<CurrentSession | null> {
  const found = await request.server.findSession(request.headers.cookie);
  if (!found || found.user.banned) return null;
  if (found.refresh) {
    const extended = await request.server.auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
    if (!extended || extended.user.banned) return null;
    return {
      id: extended.session.id,
      user: toSessionUser(extended.user),
      expiresAt: new Date(extended.session.expiresAt),
      dataVersion: found.dataVersion,
    };
  }
  return {
    id: found.id,
    user: toSessionUser(found.user),
    expiresAt: found.expiresAt,
    dataVersion: found.dataVersion,
  };
}

export const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Who may call a route, declared by every API route as `config: { access }`:
 * - `public`: anyone;
 * - `signedIn`: any signed-in person;
 * - `self`: the person whose `:email` is in the path;
 * - `selfOrAdmin`: that person (`:email` in the path, or `?email=`), or an administrator;
 * - `admin`: administrators (the platform operator);
 * - `backOffice`: the operator or anyone on a company's hiring team; what they may see in it is the
 *   back-office scope's (`access/company-access.ts`).
 */
export type Access = 'public' | 'signedIn' | 'self' | 'selfOrAdmin' | 'admin' | 'backOffice';

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
 * or the input validated, so a refusal never depends on, or reveals, what a valid request looks like. It
 * looks the session up once and leaves it on the request (`request.session`), and on every route that is
 * not public the person it let in (`request.viewer`): handlers read them and check nothing themselves.
 */
export function accessCheck(access: Access) {
  return async (request: FastifyRequest): Promise<void> => {
    const session = await lookUp(request);
    request.session = session;
    if (access === 'public') return;
    if (!session) throw unauthenticated();
    const { user } = session;
    if (access === 'admin' && user.role !== 'admin') throw forbidden('Only administrators can do this.');
    if (
      access === 'backOffice' &&
      user.role !== 'admin' &&
      !(await onAHiringTeam(request.server.db, user.id))
    ) {
      throw forbidden('Only an employer’s hiring team can do this.');
    }
    const email = addressedEmail(request);
    // With no address to check, validation says it is missing.
    if (
      (access === 'self' || access === 'selfOrAdmin') &&
      email !== undefined &&
      !sameEmail(user.email, email)
    ) {
      if (access === 'self') throw forbidden('You can only change your own account.');
      if (user.role !== 'admin') throw forbidden('You can only see your own account.');
    }
    request.viewer = user;
  };
}
