import { eq, inArray } from 'drizzle-orm';
import type { Database } from '@skillmatch/db/client';
import { applications } from '@skillmatch/db/schema/applications';
import { formatDate } from '@skillmatch/shared/dates';
import { canMove, refusedMoveMessage } from '@skillmatch/shared/application-pipeline';
import type { ApplicationUpdate } from '@skillmatch/shared/schemas/applications';
import type { UseCaseDeps } from '../../app-types';
import { recordActivity, type Activity, type Actor } from '../admin/activity';
import { companyOfJob } from '../jobs/jobs-repository';
import { byPerson, type NewNotification } from '../notifications/notifications';
import { userNameColumn } from '../user/users-repository';
import { event, type ApplicationRow } from './applications';
import { pipelineLink } from './notification-recipients';

/** An application locked for a change, with its applicant's name ('Deleted account' once anonymised). */
interface LockedApplication {
  current: ApplicationRow;
  applicant: string;
  /** The company of the application's job (null once the job is deleted): its activity is the company's. */
  companyId: string | null;
}

/** The applications, locked until the transaction ends, with their applicants' names. */
export async function lockForChange(tx: Database, ids: string[]): Promise<LockedApplication[]> {
  const rows = await tx
    .select({
      current: applications,
      applicant: userNameColumn(applications.userId),
      companyId: companyOfJob(applications.jobId),
    })
    .from(applications)
    .where(inArray(applications.id, ids))
    .orderBy(applications.id)
    .for('update', { of: applications });
  return rows.map((row) => ({
    current: row.current,
    applicant: row.applicant ?? 'Deleted account',
    companyId: row.companyId,
  }));
}

/** Why an application cannot take this change, or null when it can. */
export function refusedChangeMessage(current: ApplicationRow, status: string | undefined): string | null {
  if (current.status === 'Withdrawn') return refusedMoveMessage('Withdrawn', status ?? 'Withdrawn');
  if (status !== undefined && status !== current.status && !canMove(current.status, status))
    return refusedMoveMessage(current.status, status);
  return null;
}

/**
 * Writes one change to locked applications: a timeline entry per change of status or next step, the
 * first response's time, the activity, and the applicant's notifications (published once it commits)
 * with one email task per application: stored in person order like every notification (`store`, a
 * stable sort, keeps this order), so each stored row is matched to its application. The single move and
 * the bulk move both write through here, after checking every move.
 */
export async function writeChanges(
  tx: Database,
  { tasks, notifications }: Pick<UseCaseDeps, 'tasks' | 'notifications'>,
  locked: LockedApplication[],
  change: ApplicationUpdate,
  actor: Actor,
) {
  const rows: ApplicationRow[] = [];
  // Each notification with the application it is about, in the order they are stored (person order).
  const toTell: { notification: NewNotification; applicationId: string }[] = [];
  const activity: Activity[] = [];
  const now = new Date();
  for (const { current, applicant, companyId } of locked) {
    const timeline = [...current.timeline];
    const where = `${current.jobTitle} at ${current.company}`;
    const tell = (notification: Omit<NewNotification, 'userId' | 'link'>) => {
      // An anonymised application (its applicant deleted the account) tells no one.
      if (current.userId)
        toTell.push({
          notification: { ...notification, userId: current.userId, link: '/applications' },
          applicationId: current.id,
        });
    };
    const statusChanged = change.status !== undefined && change.status !== current.status;
    if (statusChanged) {
      timeline.push(event(change.status!, change.note));
      tell({
        kind: 'status',
        title: `Application update: ${change.status}`,
        body: `Your application for ${where} is now ${change.status}.`,
      });
      activity.push({
        kind: 'application.moved',
        actor,
        summary: `${actor.name} moved ${applicant}'s application for ${where} to ${change.status}`,
        link: pipelineLink(current.id),
        companyId,
      });
    }
    const nextStep = change.nextStep === undefined ? current.nextStep : change.nextStep || null;
    const nextStepDate = change.nextStepDate === undefined ? current.nextStepDate : change.nextStepDate;
    if (nextStep && (nextStep !== current.nextStep || nextStepDate !== current.nextStepDate)) {
      const when = nextStepDate ? ` on ${formatDate(nextStepDate)}` : '';
      timeline.push(event(`Next step: ${nextStep}`, when.trim() || undefined));
      tell({
        kind: 'next-step',
        title: `Next step: ${nextStep}`,
        body: `Your application for ${where} has a next step: ${nextStep}${when}.`,
      });
    }
    const [row] = await tx
      .update(applications)
      .set({
        status: change.status ?? current.status,
        nextStep,
        nextStepDate: nextStep ? nextStepDate : null,
        feedback: change.feedback === undefined ? current.feedback : change.feedback || null,
        timeline,
        firstResponseAt: statusChanged ? (current.firstResponseAt ?? now) : current.firstResponseAt,
        updatedAt: now,
      })
      .where(eq(applications.id, current.id))
      .returning();
    rows.push(row!);
  }
  await recordActivity(tx, ...activity);
  const ordered = toTell.toSorted((a, b) => byPerson(a.notification, b.notification));
  const stored = await notifications.store(
    tx,
    ordered.map(({ notification }) => notification),
  );
  // One email per application moved, saying all its notifications (a status and a next step are one move).
  const emails = new Map<string, string[]>();
  stored.forEach((notification, index) => {
    const { applicationId } = ordered[index]!;
    emails.set(applicationId, [...(emails.get(applicationId) ?? []), notification.id]);
  });
  for (const [applicationId, notificationIds] of emails)
    await tasks.send(tx, 'application-email', { applicationId, notificationIds });
  return rows;
}
