import { eq } from 'drizzle-orm';
import { resumes } from '@skillmatch/db/schema/resumes';
import type { SessionUser } from '@skillmatch/shared/schemas/session';
import type { UserResponse } from '@skillmatch/shared/schemas/user';
import type { UseCaseDeps } from '../../app-types';
import { notFound } from '../../errors';
import { userRecord } from '../user/user-record';

/** Removes the person's resume and its file; 404 when there was none. */
export async function deleteResume(
  { db, files }: Pick<UseCaseDeps, 'db' | 'files'>,
  { viewer }: { viewer: SessionUser },
): Promise<UserResponse> {
  const [removed] = await db.delete(resumes).where(eq(resumes.userId, viewer.id)).returning();
  if (!removed) throw notFound('Resume');
  await files.remove(removed.storageKey);
  return { success: true, user: await userRecord({ db }, { email: viewer.email }) };
}
