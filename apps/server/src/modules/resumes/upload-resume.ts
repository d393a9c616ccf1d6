import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { resumes } from '@skillmatch/db/schema/resumes';
import { taxonomy } from '@skillmatch/matching/taxonomy';
import { RESUME_MESSAGES } from '@skillmatch/shared/schemas/resume';
import type { SessionUser } from '@skillmatch/shared/schemas/session';
import type { UserResponse } from '@skillmatch/shared/schemas/user';
import type { UseCaseDeps } from '../../app-types';
import { AppError, badRequest } from '../../errors';
import { userRecord } from '../user/user-record';
import { looksLikePdf, pdfText } from './resume-text';
import type { ResumeRow } from './resumes';

/** At most this many skills are taken from one resume's text. */
const FOUND_SKILLS_MAX = 40;

/** A file name fit to show and to send back: the name's last part, printable, at most 200 characters. */
function tidyFileName(raw: string | undefined): string {
  const name = path
    .basename((raw ?? '').replace(/\\/g, '/'))
    .replace(/[\p{Cc}"]/gu, '')
    .trim()
    .slice(0, 200);
  return name || 'resume.pdf';
}

/**
 * Checks the upload is a readable PDF (by its content), finds the skills its text names, stores the
 * file, then records it; the replaced file goes once the new one is recorded. Nothing is kept when any
 * step fails.
 */
export async function uploadResume(
  { db, files }: Pick<UseCaseDeps, 'db' | 'files'>,
  { viewer, upload }: { viewer: SessionUser; upload: { fileName: string | undefined; bytes: Buffer } },
): Promise<UserResponse> {
  const userId = viewer.id;
  if (!looksLikePdf(upload.bytes)) throw new AppError('UNSUPPORTED_MEDIA_TYPE', RESUME_MESSAGES.notPdf);
  const reading = await pdfText(upload.bytes, userId);
  if (reading === 'busy') throw new AppError('UNAVAILABLE', RESUME_MESSAGES.busy);
  if (reading === 'yours-busy') throw new AppError('RATE_LIMITED', RESUME_MESSAGES.yoursBusy);
  if (reading.kind === 'too-complex') throw new AppError('TOO_LARGE', RESUME_MESSAGES.tooComplex);
  if (reading.kind === 'unreadable') throw badRequest(RESUME_MESSAGES.unreadable);
  const key = `resumes/${userId}/${randomUUID()}.pdf`;
  await files.put(key, upload.bytes, 'application/pdf');
  const values = {
    storageKey: key,
    fileName: tidyFileName(upload.fileName),
    size: upload.bytes.length,
    foundSkills: taxonomy.findIn(reading.text, FOUND_SKILLS_MAX),
    uploadedAt: new Date(),
  };
  let replaced: ResumeRow | undefined;
  try {
    replaced = await db.transaction(async (tx) => {
      const [previous] = await tx.select().from(resumes).where(eq(resumes.userId, userId)).for('update');
      await tx
        .insert(resumes)
        .values({ userId, ...values })
        .onConflictDoUpdate({ target: resumes.userId, set: values });
      return previous;
    });
  } catch (error) {
    await files.remove(key);
    throw error;
  }
  if (replaced) await files.remove(replaced.storageKey);
  return { success: true, user: await userRecord({ db }, { email: viewer.email }) };
}
