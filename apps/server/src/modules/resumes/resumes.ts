import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Database } from '@skillmatch/db/client';
import { resumes } from '@skillmatch/db/schema/resumes';
import { taxonomy } from '@skillmatch/matching/taxonomy';
import { RESUME_MESSAGES, type Resume } from '@skillmatch/shared/schemas/resume';
import { AppError, badRequest } from '../../errors';
import { skillNames } from '../matching/skill-names';
import type { FileStore } from '../../storage/file-store';
import { looksLikePdf, pdfText } from './resume-text';

/** At most this many skills are taken from one resume's text. */
const FOUND_SKILLS_MAX = 40;

export type ResumeRow = typeof resumes.$inferSelect;

/** A file name fit to show and to send back: the name's last part, printable, at most 200 characters. */
function tidyFileName(raw: string | undefined): string {
  const name = path
    .basename((raw ?? '').replace(/\\/g, '/'))
    .replace(/[\p{Cc}"]/gu, '')
    .trim()
    .slice(0, 200);
  return name || 'resume.pdf';
}

export async function resumeOf(db: Database, userId: string): Promise<ResumeRow | undefined> {
  const [row] = await db.select().from(resumes).where(eq(resumes.userId, userId));
  return row;
}

/**
 * Checks the upload is a readable PDF (by its content), finds the skills its text names, stores the
 * file, then records it; the replaced file goes once the new one is recorded. Nothing is kept when any
 * step fails.
 */
export async function storeResume(
  db: Database,
  files: FileStore,
  userId: string,
  upload: { fileName: string | undefined; bytes: Buffer },
): Promise<void> {
  if (!looksLikePdf(upload.bytes)) throw new AppError('UNSUPPORTED_MEDIA_TYPE', RESUME_MESSAGES.notPdf);
  const reading = await pdfText(upload.bytes);
  if (reading === 'busy') throw new AppError('UNAVAILABLE', RESUME_MESSAGES.busy);
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
}

/** Removes the resume and its file; false when there was none. */
export async function deleteResume(db: Database, files: FileStore, userId: string): Promise<boolean> {
  const [removed] = await db.delete(resumes).where(eq(resumes.userId, userId)).returning();
  if (!removed) return false;
  await files.remove(removed.storageKey);
  return true;
}

/**
 * The resume as the API describes it: the skills found in it that the profile does not list yet, in
 * any spelling of the same skill ("Postgres" lists PostgreSQL), are suggestions, by their names as shown.
 */
export function presentResume(row: ResumeRow, profileSkills: readonly string[]): Resume {
  const skillKey = (skill: string) => taxonomy.resolve(skill)?.id;
  const listed = new Set(profileSkills.map(skillKey));
  return {
    fileName: row.fileName,
    size: row.size,
    uploadedAt: row.uploadedAt.toISOString(),
    suggestedSkills: skillNames(row.foundSkills.filter((skill) => !listed.has(skillKey(skill)))),
  };
}
