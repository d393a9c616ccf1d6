import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '@skillmatch/db/client';
import { interviewInterviewers, interviews } from '@skillmatch/db/schema/interviews';
import type { Interview, UpcomingInterview } from '@skillmatch/shared/schemas/interviews';
import type { SessionUser } from '@skillmatch/shared/schemas/session';
import { applicationsAccess, applicationsIn } from '../../access/back-office';
import { backOfficeScope, type BackOfficeScope } from '../../access/company-access';
import { AppError, notFound } from '../../errors';
import {
  applicationColumns,
  applicationExists,
  applicationWhere,
} from '../applications/applications-repository';
import { presentInterviews } from './interviews';

const ofApplication = (db: Database, applicationId: string) =>
  db
    .select()
    .from(interviews)
    .where(eq(interviews.applicationId, applicationId))
    .orderBy(asc(interviews.startsAt));

/** The candidate's interviews for one of their applications (cancelled ones too); 404 for anyone else's. */
export async function applicantInterviews(
  db: Database,
  { viewer, applicationId }: { viewer: SessionUser; applicationId: string },
): Promise<Interview[]> {
  if (!(await applicationExists(db, applicationId, viewer.id))) throw notFound('Application');
  return presentInterviews(db, await ofApplication(db, applicationId));
}

/** An application's interviews, for the hiring team that may read it. */
export async function teamInterviews(
  db: Database,
  { scope, applicationId }: { scope: BackOfficeScope; applicationId: string },
): Promise<Interview[]> {
  await applicationsAccess(db, scope, [applicationId], 'read');
  if (!(await applicationExists(db, applicationId))) throw notFound('Application');
  return presentInterviews(db, await ofApplication(db, applicationId));
}

/** The viewer's own interviews still to come (or under way) in the company they work in, soonest first. */
export async function upcomingInterviews(
  db: Database,
  { scope }: { scope: BackOfficeScope },
): Promise<UpcomingInterview[]> {
  const application = applicationColumns(interviews.applicationId);
  const rows = await db
    .select({ interview: interviews, candidate: application.candidateName, job: application.jobTitle })
    .from(interviews)
    .where(
      and(
        isNull(interviews.cancelledAt),
        gt(sql`${interviews.startsAt} + make_interval(mins => ${interviews.durationMinutes})`, sql`now()`),
        inArray(
          interviews.id,
          db
            .select({ id: interviewInterviewers.interviewId })
            .from(interviewInterviewers)
            .where(eq(interviewInterviewers.userId, scope.userId)),
        ),
        applicationWhere(db, interviews.applicationId, applicationsIn(scope)),
      ),
    )
    .orderBy(asc(interviews.startsAt))
    .limit(50);
  const presented = await presentInterviews(
    db,
    rows.map((row) => row.interview),
  );
  return presented.map((interview, index) => ({
    ...interview,
    candidate: rows[index]!.candidate ?? 'Deleted account',
    job: rows[index]!.job,
  }));
}

/**
 * The interview, when the viewer may see it: its candidate, or a hiring team (or the operator) that may
 * read its application. 404 for anyone else.
 */
export async function visibleInterview(db: Database, viewer: SessionUser, id: string) {
  const [row] = await db
    .select({ interview: interviews, candidateId: applicationColumns(interviews.applicationId).candidateId })
    .from(interviews)
    .where(eq(interviews.id, id));
  if (!row) throw notFound('Interview');
  if (row.candidateId === viewer.id) return row.interview;
  const scope = await backOfficeScope(db, viewer);
  if (!scope) throw notFound('Interview');
  try {
    await applicationsAccess(db, scope, [row.interview.applicationId], 'read');
  } catch (error) {
    if (error instanceof AppError) throw notFound('Interview');
    throw error;
  }
  return row.interview;
}
