import type { Profile } from '@skillmatch/shared/schemas/profile';
import type { SessionUser } from '@skillmatch/shared/schemas/session';
import type { UserResponse } from '@skillmatch/shared/schemas/user';
import type { UseCaseDeps } from '../../app-types';
import { saveProfile } from './save-profile';
import { userRecord } from './user-record';

/** The person saves their whole profile. */
export async function editProfile(
  { db }: Pick<UseCaseDeps, 'db'>,
  { viewer, profile }: { viewer: SessionUser; profile: Profile },
): Promise<UserResponse> {
  await saveProfile(db, viewer.id, profile);
  return { success: true, user: await userRecord({ db }, { email: viewer.email }) };
}
