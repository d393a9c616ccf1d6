import { eq } from 'drizzle-orm';
import type { Database } from '@skillmatch/db/client';
import { jobSkillColumns } from '@skillmatch/db/job-skills';
import { users } from '@skillmatch/db/schema/auth';
import { profiles } from '@skillmatch/db/schema/profiles';
import type { Profile } from '@skillmatch/shared/schemas/profile';

/** The spec's POST /api/user: the signed-in person's display name and photo, nothing else. */
export async function updateNameAndPhoto(
  db: Database,
  userId: string,
  changes: { displayName?: string | undefined; dbPhoto?: string | null | undefined },
): Promise<void> {
  const set: Partial<typeof users.$inferInsert> = {};
  if (changes.displayName) set.name = changes.displayName;
  if (changes.dbPhoto !== undefined) set.image = changes.dbPhoto || null;
  if (Object.keys(set).length === 0) return;
  await db
    .update(users)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

/** Saves the whole profile document, with its skills as columns for matching. */
export async function saveProfile(db: Database, userId: string, profile: Profile): Promise<void> {
  const { skills, skillKeys } = jobSkillColumns(profile.skills);
  const values = { data: profile, skills, skillKeys, updatedAt: new Date() };
  await db
    .insert(profiles)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: profiles.userId, set: values });
}
