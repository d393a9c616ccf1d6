import { createHash } from 'node:crypto';
import { and, eq, like, ne } from 'drizzle-orm';
import type { Database } from '@skillmatch/db/client';
import { verifications } from '@skillmatch/db/schema/auth';

/** How the account library names a reset link's row: this prefix, then the token. */
const RESET_PREFIX = 'reset-password:';

/**
 * A reset link's row is stored under a hash of its token, prefix kept, so a copy of the database holds no
 * working link and the rows of one account can still be found and ended together.
 */
export async function hashResetIdentifier(identifier: string): Promise<string> {
  return RESET_PREFIX + createHash('sha256').update(identifier).digest('base64url');
}

/** The stored form of a reset token as the account library hands it out. */
export const storedResetIdentifier = (token: string) => hashResetIdentifier(RESET_PREFIX + token);

/**
 * Ends every reset link of this account but `except` (the stored form of the one just issued): a newer
 * link or a new password leaves no older link that still works.
 */
export async function endResetLinks(db: Database, userId: string, except?: string) {
  await db
    .delete(verifications)
    .where(
      and(
        eq(verifications.value, userId),
        like(verifications.identifier, `${RESET_PREFIX}%`),
        except ? ne(verifications.identifier, except) : undefined,
      ),
    );
}
