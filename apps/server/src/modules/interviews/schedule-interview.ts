import { formatInZone } from '@skillmatch/shared/dates';
import type { Database } from '@skillmatch/db/client';
import { interviewInterviewers, interviews } from '@skillmatch/db/schema/interviews';
import type { ScheduleInterview } from '@skillmatch/shared/schemas/interviews';
import type { UseCaseDeps } from '../../app-types';
import { applicationsAccess } from '../../access/back-office';
import type { BackOfficeScope } from '../../access/company-access';
import { conflict, notFound } from '../../errors';
import { addJobInterviewers } from '../companies/hiring-team-repository';
import { appendToTimeline, lockApplicationWithCompany } from '../applications/applications-repository';
import { resolveInterviewers, resolveStart } from './interviews';

/** The application locked for its interview, with its job's company; refused when it cannot have one. */
export async function lockForInterview(tx: Database, applicationId: string) {
  const row = await lockApplicationWithCompany(tx, applicationId);
  if (!row) throw notFound('Application');
  if (!row.userId) throw conflict('The applicant deleted their account: there is no one to invite.');
  if (row.status === 'Withdrawn') throw conflict('The applicant withdrew this application.');
  if (!row.jobId || !row.companyId) throw conflict('The job of this application was deleted.');
  return { ...row, jobId: row.jobId, companyId: row.companyId };
}

/**
 * Interviewers the company's role keeps from its jobs are assigned to the job on being scheduled, so
 * that they can read the applicant they meet (and score them).
 */
export async function assignToJob(tx: Database, jobId: string, people: { id: string; role: string }[]) {
  const assigned = people.filter((person) => person.role === 'interviewer');
  if (assigned.length > 0)
    await addJobInterviewers(
      tx,
      jobId,
      assigned.map((person) => person.id),
    );
}

/**
 * A recruiter schedules an interview for an application in their scope: the interview, its
 * interviewers, a timeline entry the candidate sees, and the invitations' task, in one transaction.
 */
export async function scheduleInterview(
  deps: Pick<UseCaseDeps, 'db' | 'tasks'>,
  {
    applicationId,
    request,
    scope,
  }: { applicationId: string; request: ScheduleInterview; scope: BackOfficeScope },
): Promise<{ id: string }> {
  const id = await deps.db.transaction(async (tx) => {
    await applicationsAccess(tx, scope, [applicationId], 'manage');
    const application = await lockForInterview(tx, applicationId);
    const { start, zone } = resolveStart(request.startsAt, request.timeZone);
    const people = await resolveInterviewers(tx, application.companyId, request.interviewerEmails);
    const [row] = await tx
      .insert(interviews)
      .values({
        applicationId,
        companyId: application.companyId,
        startsAt: start,
        durationMinutes: request.durationMinutes,
        timeZone: zone,
        location: request.location || null,
        message: request.message || null,
        organizerId: scope.userId,
      })
      .returning({ id: interviews.id });
    const interviewId = row!.id;
    await tx
      .insert(interviewInterviewers)
      .values(people.map((person) => ({ interviewId, userId: person.id })));
    await assignToJob(tx, application.jobId, people);
    await appendToTimeline(tx, applicationId, {
      stage: 'Interview scheduled',
      note: formatInZone(start, zone),
      touch: true,
    });
    await deps.tasks.send(tx, 'interview-email', { interviewId, sequence: 0, uninvited: [] });
    return interviewId;
  });
  return { id };
}
