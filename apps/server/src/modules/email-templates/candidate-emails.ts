import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '@skillmatch/db/client';
import { candidateEmails } from '@skillmatch/db/schema/candidate-emails';
import type { CandidateEmail, SendCandidateEmail } from '@skillmatch/shared/schemas/email-templates';
import type { SessionUser } from '@skillmatch/shared/schemas/session';
import type { UseCaseDeps } from '../../app-types';
import { applicationsAccess, scopeOf } from '../../access/back-office';
import type { BackOfficeScope } from '../../access/company-access';
import { conflict, notFound } from '../../errors';
import { applicationWithCandidate } from '../applications/applications-repository';
import { userNameColumn } from '../user/users-repository';
import { applicationValues, fillText, nameOf } from './template-values';

type Row = typeof candidateEmails.$inferSelect;

const present = (row: Row, from: string): CandidateEmail => ({
  id: row.id,
  direction: row.direction as CandidateEmail['direction'],
  kind: row.kind as CandidateEmail['kind'],
  subject: row.subject,
  body: row.body,
  status: row.status as CandidateEmail['status'],
  from,
  sendAt: row.sendAt.toISOString(),
  sentAt: row.sentAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

/**
 * A team member emails the candidate: the wording (a template as they edited it) is filled in with the
 * application's values now, stored, and sent by the `candidate-email` task at once or after the delay.
 * The application's stage now is the one it was written for: if it has moved on by then, it is not sent.
 */
export async function sendCandidateEmail(
  deps: Pick<UseCaseDeps, 'db' | 'tasks'>,
  {
    scope,
    applicationId,
    request,
  }: { scope: BackOfficeScope; applicationId: string; request: SendCandidateEmail },
): Promise<CandidateEmail> {
  const sender = await nameOf(deps.db, scope.userId);
  const row = await deps.db.transaction(async (tx) => {
    await applicationsAccess(tx, scope, [applicationId], 'manage');
    const application = await applicationValues(tx, applicationId, sender);
    if (!application) throw notFound('Application');
    if (!application.email) throw conflict('This applicant deleted their account: there is no one to email.');
    const filled = fillText(request, application.values);
    const sendAt = new Date(Date.now() + request.delayMinutes * 60_000);
    const [inserted] = await tx
      .insert(candidateEmails)
      .values({
        applicationId,
        direction: 'out',
        kind: request.kind,
        ...filled,
        status: 'scheduled',
        forStatus: application.status,
        senderId: scope.userId,
        sendAt,
      })
      .returning();
    await deps.tasks.send(tx, 'candidate-email', { emailId: inserted!.id }, { startAfter: sendAt });
    return inserted!;
  });
  return present(row, sender);
}

/** A scheduled email taken back before its time; one already sent is a 409. */
export async function cancelCandidateEmail(
  db: Database,
  { scope, applicationId, emailId }: { scope: BackOfficeScope; applicationId: string; emailId: string },
): Promise<CandidateEmail> {
  return db.transaction(async (tx) => {
    await applicationsAccess(tx, scope, [applicationId], 'manage');
    const [row] = await tx
      .update(candidateEmails)
      .set({ status: 'cancelled' })
      .where(
        and(
          eq(candidateEmails.id, emailId),
          eq(candidateEmails.applicationId, applicationId),
          eq(candidateEmails.status, 'scheduled'),
          eq(candidateEmails.direction, 'out'),
        ),
      )
      .returning();
    if (row) return present(row, await nameOf(tx, row.senderId ?? ''));
    const [exists] = await tx
      .select({ id: candidateEmails.id })
      .from(candidateEmails)
      .where(and(eq(candidateEmails.id, emailId), eq(candidateEmails.applicationId, applicationId)));
    if (!exists) throw notFound('Email');
    throw conflict('This email was already sent or cancelled.');
  });
}

/**
 * The emails of an application, oldest first. The hiring team (in its scope) sees every one, scheduled
 * and cancelled too; the candidate sees what reached them and their own replies.
 */
export async function candidateEmailsOf(
  db: Database,
  { viewer, applicationId }: { viewer: SessionUser; applicationId: string },
): Promise<CandidateEmail[]> {
  const application = await applicationWithCandidate(db, applicationId);
  if (!application) throw notFound('Application');
  const isCandidate = application.userId === viewer.id;
  if (!isCandidate) await applicationsAccess(db, await scopeOf(db, viewer), [applicationId], 'read');
  const rows = await db
    .select({ email: candidateEmails, sender: userNameColumn(candidateEmails.senderId) })
    .from(candidateEmails)
    .where(
      and(
        eq(candidateEmails.applicationId, applicationId),
        isCandidate ? inArray(candidateEmails.status, ['sent']) : undefined,
      ),
    )
    .orderBy(asc(candidateEmails.createdAt), asc(candidateEmails.id));
  return rows.map(({ email, sender }) =>
    present(
      email,
      email.direction === 'in'
        ? (application.candidateName ?? 'The candidate')
        : (sender ?? 'The hiring team'),
    ),
  );
}
