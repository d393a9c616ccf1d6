import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '@skillmatch/db/client';
import { applicationNotes } from '@skillmatch/db/schema/application-notes';
import { NOTE_MESSAGES, type AddNote, type ApplicationNote } from '@skillmatch/shared/schemas/scorecards';
import type { UseCaseDeps } from '../../app-types';
import { applicationsAccess } from '../../access/back-office';
import type { BackOfficeScope } from '../../access/company-access';
import { AppError, notFound } from '../../errors';
import { pipelineLink } from '../applications/notification-recipients';
import { applicationWithCandidate } from '../applications/applications-repository';
import { readersOfJob } from '../companies/hiring-team-repository';
import { companyOfJob } from '../jobs/jobs-repository';
import { personOf } from '../user/person';
import { userNameColumn, userNames } from '../user/users-repository';

const excerpt = (text: string) => (text.length > 140 ? `${text.slice(0, 139)}…` : text);

/**
 * A team member's note on an application in their scope (interviewers too: it changes nothing of the
 * applicant's). Each person mentioned, who must be able to read the application, is told in their bell.
 */
export async function addNote(
  deps: Pick<UseCaseDeps, 'db' | 'notifications'>,
  { scope, applicationId, note }: { scope: BackOfficeScope; applicationId: string; note: AddNote },
): Promise<ApplicationNote> {
  return deps.db.transaction(async (tx) => {
    await applicationsAccess(tx, scope, [applicationId], 'read');
    const application = await applicationWithCandidate(tx, applicationId);
    if (!application) throw notFound('Application');
    const wanted = [...new Set(note.mentions)].filter((id) => id !== scope.userId);
    const mentioned =
      wanted.length === 0 || !application.jobId
        ? []
        : await userNames(
            tx,
            wanted,
            readersOfJob(application.jobId, companyOfJob(sql`${application.jobId}::uuid`)),
          );
    if (mentioned.length < wanted.length)
      throw new AppError('VALIDATION', NOTE_MESSAGES.mention, { mentions: NOTE_MESSAGES.mention });
    const [row] = await tx
      .insert(applicationNotes)
      .values({
        applicationId,
        authorId: scope.userId,
        body: note.body,
        mentions: mentioned.map((m) => m.id),
      })
      .returning();
    const authorName = (await personOf(tx, scope.userId))?.name ?? 'Someone';
    await deps.notifications.store(
      tx,
      mentioned.map((person) => ({
        userId: person.id,
        kind: 'mention' as const,
        title: `${authorName} mentioned you`,
        body: `On ${application.candidateName ?? 'Deleted account'}’s application for ${application.jobTitle}: ${excerpt(note.body)}`,
        link: pipelineLink(applicationId),
      })),
    );
    const presented: ApplicationNote = {
      id: row!.id,
      author: authorName,
      body: row!.body,
      mentions: mentioned,
      createdAt: row!.createdAt.toISOString(),
    };
    return presented;
  });
}

/** The team's notes on an application, newest first. */
export async function notesOf(
  db: Database,
  { scope, applicationId }: { scope: BackOfficeScope; applicationId: string },
): Promise<ApplicationNote[]> {
  await applicationsAccess(db, scope, [applicationId], 'read');
  const rows = await db
    .select({ note: applicationNotes, author: userNameColumn(applicationNotes.authorId) })
    .from(applicationNotes)
    .where(eq(applicationNotes.applicationId, applicationId))
    .orderBy(desc(applicationNotes.createdAt));
  const ids = [...new Set(rows.flatMap((row) => row.note.mentions))];
  const people = await userNames(db, ids);
  return rows.map(({ note, author }) => ({
    id: note.id,
    author: author ?? 'Deleted account',
    body: note.body,
    mentions: note.mentions.flatMap((id) => people.filter((person) => person.id === id)),
    createdAt: note.createdAt.toISOString(),
  }));
}
