import { eq } from 'drizzle-orm';
import { users } from '@skillmatch/db/schema/auth';
import type { SessionUser } from '@skillmatch/shared/schemas/session';
import type { UserRecord } from '@skillmatch/shared/schemas/user';
import type { UseCaseDeps } from '../../app-types';
import { userRecord } from './user-record';

/** POST /api/user (docs/product.md, "Calls kept for other clients"): the signed-in person's display name and photo, nothing else. */
export async function updateNameAndPhoto(
  { db }: Pick<UseCaseDeps, 'db'>,
  {
    viewer,
    changes,
  }: {
    viewer: SessionUser;
    changes: { displayName?: string | undefined; dbPhoto?: string | null | undefined };
  },
): Promise<UserRecord> {
  const set: Partial<typeof users.$inferInsert> = {};
  if (changes.displayName) set.name = changes.displayName;
  if (changes.dbPhoto !== undefined) set.image = changes.dbPhoto || null;
  if (Object.keys(set).length > 0) {
    await db
      .update(users)
      .set({ ...set, updatedAt: new Date() })
      .where(eq(users.id, viewer.id));
  }
  return userRecord({ db }, { email: viewer.email });
}
