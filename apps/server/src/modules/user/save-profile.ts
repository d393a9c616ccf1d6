import { jobSkillColumns } from '@skillmatch/db/job-skills';
import type { Database } from '@skillmatch/db/client';
import { profiles } from '@skillmatch/db/schema/profiles';
import type { Profile } from '@skillmatch/shared/schemas/profile';

/** Saves the whole profile document, with its skills as columns for matching. */
export async function saveProfile(db: Database, userId: string, profile: Profile): Promise<void> {
  const { skills, skillKeys, skillIds, skillTaxonomy } = jobSkillColumns(profile.skills);
  const values = { data: profile, skills, skillKeys, skillIds, skillTaxonomy, updatedAt: new Date() };
  await db
    .insert(profiles)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: profiles.userId, set: values });
}
