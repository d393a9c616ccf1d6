import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyRequest } from 'fastify';
import type { SessionUser } from '@skillmatch/shared/schemas/session';
import { forbidden, unauthenticated } from '../errors';

export interface CurrentSession {
  user: SessionUser;
  expiresAt: Date;
}

const sessions = new WeakMap<FastifyRequest, Promise<CurrentSession | null>>();

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

/** The session behind the request's cookie, looked up once per request. */
export function currentSession(request: FastifyRequest): Promise<CurrentSession | null> {
  let pending = sessions.get(request);
  if (!pending) {
    pending = request.server.auth.api
      .getSession({ headers: fromNodeHeaders(request.headers) })
      .then((found) =>
        found && !found.user.banned
          ? { user: toSessionUser(found.user), expiresAt: new Date(found.session.expiresAt) }
          : null,
      );
    sessions.set(request, pending);
  }
  return pending;
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

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

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
 * The admin check as a route hook (`preValidation: adminOnly`): others get 401/403 before their body
 * or query is validated, so a refusal never reveals what a valid request would look like.
 */
export async function adminOnly(request: FastifyRequest): Promise<void> {
  await requireAdmin(request);
}
