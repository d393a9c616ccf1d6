import { eq } from 'drizzle-orm';
import { resumes } from '@skillmatch/db/schema/resumes';
import type { UseCaseDeps } from '../../app-types';
import { notFound } from '../../errors';
import { userIdByEmail } from '../user/get-db-user';

/** The resume of the account with this email: its file name and bytes; 404 when there is none. */
export async function downloadResume(
  { db, files }: Pick<UseCaseDeps, 'db' | 'files'>,
  { email }: { email: string },
): Promise<{ fileName: string; bytes: Buffer }> {
  const userId = await userIdByEmail(db, email);
  const [row] = userId ? await db.select().from(resumes).where(eq(resumes.userId, userId)) : [];
  const bytes = row ? await files.get(row.storageKey) : undefined;
  if (!row || !bytes) throw notFound('Resume');
  return { fileName: row.fileName, bytes };
}
