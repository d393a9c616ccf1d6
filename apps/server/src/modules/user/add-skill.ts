import { eq } from 'drizzle-orm';
import { profiles } from '@skillmatch/db/schema/profiles';
import { PROFILE_SKILLS_MAX, type Profile } from '@skillmatch/shared/schemas/profile';
import type { SessionUser } from '@skillmatch/shared/schemas/session';
import type { UserResponse } from '@skillmatch/shared/schemas/user';
import type { UseCaseDeps } from '../../app-types';
import { badRequest } from '../../errors';
import { saveProfile } from './save-profile';
import { userRecord } from './user-record';

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
  { db }: Pick<UseCaseDeps, 'db'>,
  { viewer, skill }: { viewer: SessionUser; skill: string },
): Promise<UserResponse> {
  const userId = viewer.id;
  const outcome = await db.transaction(async (tx) => {
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
  if (outcome === 'full') throw badRequest(`A profile holds at most ${PROFILE_SKILLS_MAX} skills.`);
  return { success: true, user: await userRecord({ db }, { email: viewer.email }) };
}
