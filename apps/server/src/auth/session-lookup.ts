import { createHmac, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '@skillmatch/db/client';
import { rowsOf } from '@skillmatch/db/client';

/** A session as one query finds it: its expiry and its person. */
export interface FoundSession {
  /** The session's id: what ends its live streams when it ends. */
  id: string;
  expiresAt: Date;
  user: {
    id: string;
    email: string;
    name: string;
    image: string | null;
    role: string | null;
    banned: boolean | null;
  };
  /** The person's data version (`users.data_version`): answers kept for them hold while it does. */
  dataVersion: number;
  /** better-auth would extend the session now (once a day per session): the caller lets it. */
  refresh: boolean;
}

export interface SessionCookies {
  /** The session cookie's name (with `__Secure-` under https). */
  sessionToken: string;
  /** Present when the person chose not to be remembered: better-auth then never extends the session. */
  dontRemember: string;
}

export interface SessionRules {
  secret: string;
  cookies: SessionCookies;
  /** better-auth's session settings, in seconds. */
  expiresIn: number;
  updateAge: number;
}

/** The value of cookie `name` in a Cookie header, URL-decoded; undefined when absent or malformed. */
function cookieValue(header: string, name: string): string | undefined {
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1 || part.slice(0, eq).trim() !== name) continue;
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    try {
      return decodeURIComponent(value);
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/**
 * The session token a cookie carries when its signature is the secret's, as better-auth signs it
 * (`token.base64(HMAC-SHA256(secret, token))`); undefined otherwise.
 */
function signedToken(signed: string, secret: string): string | undefined {
  const dot = signed.lastIndexOf('.');
  if (dot < 1) return undefined;
  const token = signed.slice(0, dot);
  const signature = Buffer.from(signed.slice(dot + 1), 'base64');
  const expected = createHmac('sha256', secret).update(token).digest();
  return signature.length === expected.length && timingSafeEqual(signature, expected) ? token : undefined;
}

/**
 * Finds the session behind a request's cookies in one query, with what better-auth's `getSession` would
 * decide: a bad signature, an unknown token or an expired session is no session. It says `refresh` when
 * better-auth would extend the session now, so the caller lets better-auth handle that request; every
 * other request skips its machinery (a signing key imported per
 * call, two queries, its adapter), which was most of a signed-in request's cost.
 */
export function createSessionLookup(db: Database, rules: SessionRules) {
  return async (cookieHeader: string | undefined): Promise<FoundSession | null> => {
    if (!cookieHeader) return null;
    const signed = cookieValue(cookieHeader, rules.cookies.sessionToken);
    const token = signed === undefined ? undefined : signedToken(signed, rules.secret);
    if (token === undefined) return null;
    const [row] = await rowsOf<
      FoundSession['user'] & { sessionId: string; expiresAt: Date | string; dataVersion: string | number }
    >(
      db,
      sql`select s.id as "sessionId", s.expires_at as "expiresAt", u.id, u.email, u.name, u.image, u.role, u.banned,
                 u.data_version as "dataVersion"
          from sessions s join users u on u.id = s.user_id
          where s.token = ${token}`,
    );
    if (!row) return null;
    const expiresAt = new Date(row.expiresAt);
    const now = Date.now();
    if (expiresAt.getTime() < now) return null;
    // better-auth never extends a session whose person asked not to be remembered.
    const refresh =
      cookieValue(cookieHeader, rules.cookies.dontRemember) === undefined &&
      expiresAt.getTime() - rules.expiresIn * 1000 + rules.updateAge * 1000 <= now;
    const { sessionId, dataVersion, ...user } = row;
    return { id: sessionId, expiresAt, user, dataVersion: Number(dataVersion), refresh };
  };
}

export type SessionLookup = ReturnType<typeof createSessionLookup>;
