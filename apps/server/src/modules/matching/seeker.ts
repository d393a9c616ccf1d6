import type { Database } from '@skillmatch/db/client';
import type { MatchSeeker } from '@skillmatch/matching/match-input';
import { matchSkills } from '@skillmatch/matching/score';
import type { Profile } from '@skillmatch/shared/schemas/profile';
import { matchingProfilesOf } from '../user/profiles-repository';

/** A seeker as matching sees them, from the profile row. */
export function seekerFromProfile(row: { skills: string[]; skillIds: string[]; data: unknown }): MatchSeeker {
  const preferences = (row.data as Partial<Profile> | null)?.jobPreferences;
  return {
    skills: matchSkills(row.skills, row.skillIds),
    preferences: {
      jobTypes: preferences?.jobTypes ?? [],
      locations: preferences?.locations ?? [],
      remote: preferences?.remote ?? false,
      salaryMin: preferences?.salary?.min ?? null,
    },
  };
}

/** The person's skills and preferences; no profile yet is no skills. */
export async function loadSeeker(db: Database, userId: string): Promise<MatchSeeker> {
  const [row] = await matchingProfilesOf(db, [userId]);
  return seekerFromProfile(row ?? { skills: [], skillIds: [], data: null });
}
