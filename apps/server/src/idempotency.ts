import { createHash } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import { and, eq, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '@skillmatch/db/client';
import { idempotentRequests } from '@skillmatch/db/schema/idempotent-requests';
import { deleteBefore } from '@skillmatch/db/delete-before';
import { IDEMPOTENCY_HEADER } from '@skillmatch/shared/idempotency';
import { AppError, badRequest, conflict } from './errors';

/** How long a second submission waits for the first one's answer before it gives up (409). */
const WAIT_MS = 15_000;
/** How often it looks again meanwhile. */
const LOOK_EVERY_MS = 50;
/** A claim this old without an answer belongs to a process that died while answering: taken over. */
const ABANDONED = sql`now() - interval '1 minute'`;
/** Keys are the client's random ids: a UUID fits, anything unprintable or long does not. */
const WELL_FORMED = /^[\x21-\x7e]{8,100}$/;

export const IDEMPOTENCY_MESSAGES = {
  malformed: `The ${IDEMPOTENCY_HEADER} header must be 8 to 100 visible characters.`,
  reused: `This ${IDEMPOTENCY_HEADER} was already used for another request.`,
  stillRunning: 'The same submission is still being processed. Please wait a moment and try again.',
} as const;

/** The claim this request holds, and the answer it is about to give (kept when it succeeds). */
interface Claim {
  owner: string;
  key: string;
  answer?: string;
}

const claims = new WeakMap<FastifyRequest, Claim>();

/**
 * A creating route's `config.idempotent` becomes these hooks (app.ts). A request sent with an
 * `Idempotency-Key` claims the key for its sender in `idempotent_requests`, in PostgreSQL, so every
 * process sees the claim: the first runs, and a second with the same key (a double click, a retry after
 * a lost answer) waits for the first one's answer and gets it again, creating nothing. Only a successful
 * answer is kept; after a refusal the key is free, so the corrected form can be sent with it.
 */
export const idempotencyHooks = {
  async preHandler(request: FastifyRequest, reply: FastifyReply) {
    const header = request.headers[IDEMPOTENCY_HEADER.toLowerCase()];
    if (header === undefined) return;
    const key = Array.isArray(header) ? header[0]! : header;
    if (!WELL_FORMED.test(key)) throw badRequest(IDEMPOTENCY_MESSAGES.malformed);
    const owner = request.session ? `user:${request.session.user.id}` : `address:${request.ip}`;
    const fingerprint = `${request.method} ${request.url} ${digest(request.body)}`;
    const db = request.server.db;
    const where = and(eq(idempotentRequests.owner, owner), eq(idempotentRequests.key, key));
    const deadline = Date.now() + WAIT_MS;
    while (Date.now() < deadline) {
      const [claimed] = await db
        .insert(idempotentRequests)
        .values({ owner, key, fingerprint })
        .onConflictDoNothing()
        .returning({ key: idempotentRequests.key });
      if (claimed) {
        claims.set(request, { owner, key });
        return;
      }
      const [earlier] = await db.select().from(idempotentRequests).where(where);
      if (!earlier) continue; // the first one failed and let go meanwhile: claim it again
      if (earlier.fingerprint !== fingerprint) throw new AppError('CONFLICT', IDEMPOTENCY_MESSAGES.reused);
      if (earlier.statusCode !== null && earlier.body !== null) {
        // Sent through the route's response schema, as the first answer was.
        return reply
          .code(earlier.statusCode)
          .header('idempotent-replayed', 'true')
          .send(JSON.parse(earlier.body));
      }
      await db
        .delete(idempotentRequests)
        .where(
          and(where, isNull(idempotentRequests.statusCode), lt(idempotentRequests.createdAt, ABANDONED)),
        );
      await delay(LOOK_EVERY_MS);
    }
    throw conflict(IDEMPOTENCY_MESSAGES.stillRunning);
  },

  async preSerialization(request: FastifyRequest, _reply: FastifyReply, payload: unknown) {
    const claim = claims.get(request);
    if (claim) claim.answer = JSON.stringify(payload);
    return payload;
  },

  /** Once answered: a success is kept for the next submission with the key; anything else lets it go. */
  async onResponse(request: FastifyRequest, reply: FastifyReply) {
    const claim = claims.get(request);
    if (!claim) return;
    claims.delete(request);
    const where = and(eq(idempotentRequests.owner, claim.owner), eq(idempotentRequests.key, claim.key));
    const db = request.server.db;
    try {
      if (reply.statusCode < 300 && claim.answer !== undefined) {
        await db
          .update(idempotentRequests)
          .set({ statusCode: reply.statusCode, body: claim.answer })
          .where(where);
      } else {
        await db.delete(idempotentRequests).where(where);
      }
    } catch (error) {
      // The answer is out; an unkept claim is taken over after a minute.
      request.log.error({ err: error }, 'keeping the idempotent answer failed');
    }
  },
};

function digest(body: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(body ?? null))
    .digest('base64url');
}

/** Deletes the submissions kept from before `before`, in the caller's transaction; how many went. */
export async function purgeSubmissions(db: Database, before: SQL): Promise<number> {
  return deleteBefore(db, idempotentRequests, idempotentRequests.createdAt, before);
}
