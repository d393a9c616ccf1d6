import { lt, sql } from 'drizzle-orm';
import type { Database } from '@skillmatch/db/client';
import { sessions, verifications } from '@skillmatch/db/schema/auth';
import { rateLimits } from '@skillmatch/db/schema/rate-limits';
import { purgeSubmissions } from '../idempotency';
import { purgeCatalogueChanges } from '../modules/jobs/jobs-repository';
import { purgeAlertChanges } from '../modules/saved-searches/instant-alert-index';
import { purgeProfileChanges } from '../modules/user/held-profiles';

/** Rate-limit windows are a minute long; a row untouched for an hour counts for nothing. */
const SPENT_WINDOW = sql`now() - interval '1 hour'`;
/** Every process reads the change logs (the catalogue's, the instant alerts') within seconds; a day of them is more than enough. */
const READ_CHANGES = sql`now() - interval '1 day'`;
/** A form is sent again within moments (a double click) or minutes (a retry); a day covers both. */
const SPENT_SUBMISSIONS = sql`now() - interval '1 day'`;

/**
 * The scheduled 'purge-expired' task: expired sessions and verification tokens (password resets), spent
 * rate-limit windows, read catalogue and alert changes and kept answers to submissions are deleted, so that none of them is kept longer than it
 * means anything.
 */
export async function purgeExpired(db: Database) {
  const now = sql`now()`;
  const gone = await db.transaction(async (tx) => ({
    sessions: (await tx.delete(sessions).where(lt(sessions.expiresAt, now)).returning({ id: sessions.id }))
      .length,
    verifications: (
      await tx
        .delete(verifications)
        .where(lt(verifications.expiresAt, now))
        .returning({ id: verifications.id })
    ).length,
    rateLimits: (
      await tx
        .delete(rateLimits)
        .where(lt(rateLimits.windowStart, SPENT_WINDOW))
        .returning({ key: rateLimits.key })
    ).length,
    catalogueChanges: await purgeCatalogueChanges(tx, READ_CHANGES),
    alertChanges: await purgeAlertChanges(tx, READ_CHANGES),
    profileChanges: await purgeProfileChanges(tx, READ_CHANGES),
    submissions: await purgeSubmissions(tx, SPENT_SUBMISSIONS),
  }));
  return gone;
}
