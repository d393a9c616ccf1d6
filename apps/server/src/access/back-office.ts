import { and, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@skillmatch/db/client';
import { activityLog } from '@skillmatch/db/schema/activity-log';
import { applications } from '@skillmatch/db/schema/applications';
import { users } from '@skillmatch/db/schema/auth';
import { companies } from '@skillmatch/db/schema/companies';
import { jobInterviewers } from '@skillmatch/db/schema/hiring-team';
import { jobs } from '@skillmatch/db/schema/jobs';
import type { SessionBackOffice, SessionUser } from '@skillmatch/shared/schemas/session';
import { forbidden, notFound } from '../errors';
import { activeCompanyOf } from '../modules/user/users-repository';
import { backOfficeScope, membershipsOf, type BackOfficeScope } from './company-access';

/**
 * What a back-office viewer may see and change, asked in one place: the list conditions below go into
 * every back-office query over jobs, applications and activity, and the per-resource checks guard every
 * read or write of one job, application or resume. Outside the scope a resource does not exist (404); a
 * read-only interviewer trying to change one gets 403, since they may see it.
 */

/** The viewer's scope; someone who left every hiring team since the route let them in is refused. */
export async function scopeOf(db: Database, viewer: SessionUser): Promise<BackOfficeScope> {
  const scope = await backOfficeScope(db, viewer);
  if (!scope) throw forbidden('Only an employer’s hiring team can do this.');
  return scope;
}

/** Whether the scope may change what it sees (interviewers only read). */
export const writes = (scope: BackOfficeScope) => scope.kind === 'operator' || scope.role !== 'interviewer';

const assignedJobIds = (userId: string) =>
  sql`select ${jobInterviewers.jobId} from ${jobInterviewers} where ${jobInterviewers.userId} = ${userId}`;

/**
 * The jobs the scope covers, as a condition on `jobs`: the operator's is none (every job); an owner's or
 * recruiter's, their company's; an interviewer's, the jobs they are assigned to.
 */
export function jobsIn(scope: BackOfficeScope): SQL | undefined {
  if (scope.kind === 'operator') return undefined;
  if (scope.role === 'interviewer') return sql`${jobs.id} in (${assignedJobIds(scope.userId)})`;
  return eq(jobs.companyId, scope.companyId);
}

/**
 * The applications the scope covers, as a condition on `applications`: those to the scope's jobs. An
 * application whose job was deleted (its `job_id` gone) is the operator's only.
 */
export function applicationsIn(scope: BackOfficeScope): SQL | undefined {
  if (scope.kind === 'operator') return undefined;
  if (scope.role === 'interviewer') return sql`${applications.jobId} in (${assignedJobIds(scope.userId)})`;
  return sql`${applications.jobId} in (select ${jobs.id} from ${jobs} where ${jobs.companyId} = ${scope.companyId})`;
}

/**
 * The activity the scope covers, as a condition on `activity_log`: the company's own entries (the site's
 * are the operator's). An interviewer's back office has no activity feed.
 */
export function activityIn(scope: BackOfficeScope): SQL | undefined {
  if (scope.kind === 'operator') return undefined;
  if (scope.role === 'interviewer') return sql`false`;
  return eq(activityLog.companyId, scope.companyId);
}

export type Intent = 'read' | 'manage';

/** Refuses a change to what the scope may only read, and any change by a suspended company's team. */
function requireIntent(scope: BackOfficeScope, intent: Intent, suspended: boolean): void {
  if (intent === 'read' || scope.kind === 'operator') return;
  if (!writes(scope)) throw forbidden('Interviewers can read applicants but not change them.');
  if (suspended) throw forbidden('This company is suspended: its jobs and applicants cannot be changed.');
}

/**
 * May the viewer read (or manage) job `jobId`? Answers its company on yes; 404 when the job is not in
 * the viewer's scope, 403 for a change the viewer's role does not allow.
 */
export async function jobAccess(
  db: Database,
  scope: BackOfficeScope,
  jobId: string,
  intent: Intent,
): Promise<{ companyId: string }> {
  const [row] = await db
    .select({ companyId: jobs.companyId, suspendedAt: companies.suspendedAt })
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(and(eq(jobs.id, jobId), jobsIn(scope)));
  if (!row) throw notFound('Job');
  requireIntent(scope, intent, row.suspendedAt !== null);
  return { companyId: row.companyId };
}

/**
 * May the viewer read (or manage) every one of these applications? 404 when any exists outside the
 * viewer's scope (those that do not exist at all are the caller's to report); 403 for a change the
 * viewer's role does not allow.
 */
export async function applicationsAccess(
  db: Database,
  scope: BackOfficeScope,
  ids: readonly string[],
  intent: Intent,
): Promise<void> {
  if (ids.length === 0) return;
  // One after the other: `db` may be the caller's transaction.
  const rows = await db
    .select({ suspendedAt: companies.suspendedAt })
    .from(applications)
    .leftJoin(jobs, eq(jobs.id, applications.jobId))
    .leftJoin(companies, eq(companies.id, jobs.companyId))
    .where(and(inArray(applications.id, [...ids]), applicationsIn(scope)));
  const [all] = await db
    .select({ count: count() })
    .from(applications)
    .where(inArray(applications.id, [...ids]));
  if (rows.length < (all?.count ?? 0)) throw notFound('Application');
  requireIntent(
    scope,
    intent,
    rows.some((row) => row.suspendedAt !== null),
  );
}

/**
 * May the viewer download this person's resume? The operator may; a hiring team may when the person
 * applied to one of the jobs in its scope. 404 otherwise, as if there were no resume.
 */
export async function resumeAccess(db: Database, scope: BackOfficeScope, userId: string): Promise<void> {
  if (scope.kind === 'operator') return;
  const [row] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.userId, userId), applicationsIn(scope)))
    .limit(1);
  if (!row) throw notFound('Resume');
}

/** The roles told of a company's applicants (interviewers only read). */
const HEARING_ROLES = sql.raw(`('owner', 'recruiter')`);

/** The owners and recruiters of the company of the job with id `jobId` (an SQL value). */
const teamOfJob = (jobId: SQL | string | null) =>
  sql`select m.user_id from company_members m join jobs j on j.company_id = m.company_id
      where j.id = ${jobId} and m.role in ${HEARING_ROLES}`;

const enabled = sql`(${users.banned} is null or ${users.banned} = false)`;

/**
 * Who is told of a job's applicants, as a condition on `users` (enabled accounts): the owners and
 * recruiters of the job's company; the operator when the company has none (a company the site runs) or
 * the job is gone (null).
 */
export function hearsOfJob(jobId: SQL | string | null): SQL {
  return sql`(${enabled} and (${users.id} in (${teamOfJob(jobId)})
    or (${users.role} = 'admin' and not exists (${teamOfJob(jobId)}))))`;
}

/** Anyone who may be told of some job's applicants (`hearsOfJob`), as a condition on `users`. */
export const hearsOfSomeJob = sql`(${enabled} and (${users.role} = 'admin' or exists (
  select 1 from company_members m where m.user_id = ${users.id} and m.role in ${HEARING_ROLES})))`;

/** The applications this person is told of (`hearsOfJob`), as a condition on `applications`. */
export function applicationsHeardBy(person: { id: string; role: string }): SQL {
  const ownTeams = sql`${applications.jobId} in (select j.id from jobs j join company_members m
    on m.company_id = j.company_id where m.user_id = ${person.id} and m.role in ${HEARING_ROLES})`;
  if (person.role !== 'admin') return ownTeams;
  return sql`(${ownTeams} or ${applications.jobId} in (select j.id from jobs j where not exists (
    select 1 from company_members m where m.company_id = j.company_id and m.role in ${HEARING_ROLES})))`;
}

/**
 * What the web app's back office needs to know of the person on every page (the session answer): the
 * operator's role, or their role in the company it shows; undefined when they are on no hiring team.
 */
export async function backOfficeSummary(
  db: Database,
  viewer: SessionUser,
): Promise<SessionBackOffice | undefined> {
  const [memberships, chosen] = await Promise.all([
    membershipsOf(db, viewer.id),
    activeCompanyOf(db, viewer.id),
  ]);
  const current =
    memberships.find((membership) => membership.companyId === chosen?.activeCompanyId) ?? memberships[0];
  const company = current ? { id: current.companyId, name: current.name } : null;
  if (viewer.role === 'admin') return { role: 'operator', company, companies: memberships.length };
  if (!current) return undefined;
  return { role: current.role, company, companies: memberships.length };
}
