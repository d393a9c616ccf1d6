import { formatInZone } from '@skillmatch/shared/dates';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '@skillmatch/db/client';
import { interviewInterviewers, interviews } from '@skillmatch/db/schema/interviews';
import type { Interview, RescheduleInterview } from '@skillmatch/shared/schemas/interviews';
import type { UseCaseDeps } from '../../app-types';
import { applicationsAccess } from '../../access/back-office';
import type { BackOfficeScope } from '../../access/company-access';
import { AppError, conflict, notFound } from '../../errors';
import { appendToTimeline } from '../applications/applications-repository';
import {
  interviewById,
  interviewersOf,
  resolveInterviewers,
  resolveStart,
  type InterviewRow,
} from './interviews';
import { assignToJob, lockForInterview } from './schedule-interview';

type Deps = Pick<UseCaseDeps, 'db' | 'tasks'>;

/** The interview, locked, once the scope may change its application; 404 outside the scope. */
async function lockInterview(tx: Database, scope: BackOfficeScope, id: string): Promise<InterviewRow> {
  const [found] = await tx
    .select({ applicationId: interviews.applicationId })
    .from(interviews)
    .where(eq(interviews.id, id));
  if (!found) throw notFound('Interview');
  try {
    await applicationsAccess(tx, scope, [found.applicationId], 'manage');
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') throw notFound('Interview');
    throw error;
  }
  const [row] = await tx.select().from(interviews).where(eq(interviews.id, id)).for('update');
  if (!row) throw notFound('Interview');
  return row;
}

/**
 * Reschedules an interview (any of its fields): its SEQUENCE rises, everyone invited gets the update, an
 * interviewer taken off it gets a cancellation, and a new time is reminded of afresh.
 */
export async function rescheduleInterview(
  deps: Deps,
  { id, change, scope }: { id: string; change: RescheduleInterview; scope: BackOfficeScope },
): Promise<Interview> {
  await deps.db.transaction(async (tx) => {
    const current = await lockInterview(tx, scope, id);
    if (current.cancelledAt) throw conflict('This interview was cancelled: schedule a new one.');
    const application = await lockForInterview(tx, current.applicationId);
    if (current.startsAt.getTime() <= Date.now()) throw conflict('This interview has already taken place.');
    // A new zone alone keeps the moment and shows it in that zone.
    const moved = change.startsAt !== undefined || change.timeZone !== undefined;
    const { start, zone } = moved
      ? resolveStart(change.startsAt ?? current.startsAt.toISOString(), change.timeZone ?? current.timeZone)
      : { start: current.startsAt, zone: current.timeZone };
    const before = (await interviewersOf(tx, [id])).get(id) ?? [];
    let uninvited: string[] = [];
    if (change.interviewerEmails) {
      const people = await resolveInterviewers(tx, application.companyId, change.interviewerEmails);
      const kept = new Set(people.map((person) => person.id));
      uninvited = before.filter((person) => !kept.has(person.id)).map((person) => person.email);
      await tx.delete(interviewInterviewers).where(eq(interviewInterviewers.interviewId, id));
      await tx
        .insert(interviewInterviewers)
        .values(people.map((person) => ({ interviewId: id, userId: person.id })));
      await assignToJob(tx, application.jobId, people);
    }
    const sequence = current.sequence + 1;
    const startChanged = start.getTime() !== current.startsAt.getTime();
    await tx
      .update(interviews)
      .set({
        startsAt: start,
        timeZone: zone,
        durationMinutes: change.durationMinutes ?? current.durationMinutes,
        location: change.location === undefined ? current.location : change.location || null,
        message: change.message === undefined ? current.message : change.message || null,
        sequence,
        remindedAt: startChanged ? null : current.remindedAt,
        updatedAt: sql`now()`,
      })
      .where(eq(interviews.id, id));
    if (startChanged || zone !== current.timeZone)
      await appendToTimeline(tx, current.applicationId, {
        stage: 'Interview moved',
        note: formatInZone(start, zone),
        touch: true,
      });
    await deps.tasks.send(tx, 'interview-email', { interviewId: id, sequence, uninvited });
  });
  return interviewById(deps.db, id);
}

/**
 * Cancels an interview: everyone invited gets METHOD:CANCEL with the next SEQUENCE. Cancelling it again
 * changes and sends nothing.
 */
export async function cancelInterview(
  deps: Deps,
  { id, scope }: { id: string; scope: BackOfficeScope },
): Promise<Interview> {
  await deps.db.transaction(async (tx) => {
    const current = await lockInterview(tx, scope, id);
    if (current.cancelledAt) return;
    const sequence = current.sequence + 1;
    await tx
      .update(interviews)
      .set({ cancelledAt: sql`now()`, sequence, updatedAt: sql`now()` })
      .where(eq(interviews.id, id));
    await appendToTimeline(tx, current.applicationId, {
      stage: 'Interview cancelled',
      note: formatInZone(current.startsAt, current.timeZone),
      touch: true,
    });
    await deps.tasks.send(tx, 'interview-email', { interviewId: id, sequence, uninvited: [] });
  });
  return interviewById(deps.db, id);
}
