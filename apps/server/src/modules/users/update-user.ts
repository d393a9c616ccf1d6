import { eq } from 'drizzle-orm';
import type { Database } from '@skillmatch/db/client';
import { jobSkillColumns } from '@skillmatch/db/job-skills';
import { users } from '@skillmatch/db/schema/auth';
import { profiles } from '@skillmatch/db/schema/profiles';
import { PROFILE_SKILLS_MAX, type Profile } from '@skillmatch/shared/schemas/profile';

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
  const { skills, skillKeys, skillIds, skillTaxonomy } = jobSkillColumns(profile.skills);
  const values = { data: profile, skills, skillKeys, skillIds, skillTaxonomy, updatedAt: new Date() };
  await db
    .insert(profiles)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: profiles.userId, set: values });
}

/** What a profile holds before its owner fills it in: only what was added from elsewhere. */
const EMPTY_PROFILE: Profile = {
  headline: '',
  bio: '',
  location: '',
  skills: [],
  experience: [],
  education: [],
  jobPreferences: { jobTypes: [], locations: [], salary: { min: null, max: null }, remote: false },
  careerInfo: { summary: '', goals: '' },
  projects: [],
};

/**
 * Adds one skill to the profile (kept once, case-insensitively), without asking for the rest of the
 * profile: a recommendation's "add this skill" works before the profile is complete.
 */
export async function addSkill(
  db: Database,
  userId: string,
  skill: string,
): Promise<'added' | 'present' | 'full'> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ data: profiles.data })
      .from(profiles)
      .where(eq(profiles.userId, userId))
      .for('update');
    const profile = (row?.data as Profile | undefined) ?? EMPTY_PROFILE;
    if (profile.skills.some((existing) => existing.toLowerCase() === skill.toLowerCase())) return 'present';
    if (profile.skills.length >= PROFILE_SKILLS_MAX) return 'full';
    await saveProfile(tx, userId, { ...profile, skills: [...profile.skills, skill] });
    return 'added';
  });
}
