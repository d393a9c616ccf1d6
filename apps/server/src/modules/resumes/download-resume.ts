import { eq } from 'drizzle-orm';
import { resumes } from '@skillmatch/db/schema/resumes';
import type { UseCaseDeps } from '../../app-types';
import { notFound } from '../../errors';
import { userIdByEmail } from '../user/find-user';

/**
 * The resume of the account with this email, or with this id (the back office's links, which keep
 * addresses out of URLs): its file name and bytes; 404 when there is none.
 */
export async function downloadResume(
  { db, files }: Pick<UseCaseDeps, 'db' | 'files'>,
  who: { email: string } | { userId: string },
): Promise<{ fileName: string; bytes: Buffer }> {
  const userId = 'userId' in who ? who.userId : await userIdByEmail(db, who.email);
  const [row] = userId ? await db.select().from(resumes).where(eq(resumes.userId, userId)) : [];
  const bytes = row ? await files.get(row.storageKey) : undefined;
  if (!row || !bytes) throw notFound('Resume');
  return { fileName: row.fileName, bytes };
}
