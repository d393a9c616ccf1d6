import { and, count, eq, inArray, sql, type Column, type SQL } from 'drizzle-orm';
import type { Database } from '@skillmatch/db/client';
import { applications } from '@skillmatch/db/schema/applications';
import type { ApplicationStatus } from '@skillmatch/shared/constants';
import { companyNameColumn } from '../companies/companies-repository';
import { companyOfJob } from '../jobs/jobs-repository';
import { qualified } from '../qualified-column';
import { resumeFilesToJoin } from '../resumes/resumes-repository';
import { matchingProfilesToJoin } from '../user/profiles-repository';
import { peopleToJoin, userEmailColumn, userNameColumn } from '../user/users-repository';
import { event } from './applications';

/*
 * The applications table's queries that other modules ask for. A module outside `modules/applications/`
 * calls these rather than import the table (the lint rule `project/table-homes`, docs/ARCHITECTURE.md
 * "Tables").
 */

/** How many applications are at this status now. */
export async function countApplicationsWithStatus(db: Database, status: ApplicationStatus): Promise<number> {
  const [row] = await db.select({ count: count() }).from(applications).where(eq(applications.status, status));
  return row?.count ?? 0;
}

/** One of the seeker's own applications: its status, job title and company; undefined when not theirs. */
export async function ownApplicationSummary(db: Database, { id, userId }: { id: string; userId: string }) {
  const [application] = await db
    .select({ status: applications.status, job: applications.jobTitle, company: applications.company })
    .from(applications)
    .where(and(eq(applications.id, id), eq(applications.userId, userId)));
  return application;
}

/** Whether the application exists and, when `userId` is given, is that seeker's own. */
export async function applicationExists(db: Database, id: string, userId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.id, id), userId === undefined ? undefined : eq(applications.userId, userId)));
  return row !== undefined;
}

/**
 * One application with its candidate (name and address, null once they deleted their account) and its
 * job's company now (id and name, null once the job is gone); undefined when there is no such application.
 */
export async function applicationWithCandidate(db: Database, id: string) {
  const [row] = await db
    .select({
      userId: applications.userId,
      jobId: applications.jobId,
      status: applications.status,
      jobTitle: applications.jobTitle,
      company: applications.company,
      skills: applications.skills,
      candidateName: userNameColumn(applications.userId),
      candidateEmail: userEmailColumn(applications.userId),
      companyId: companyOfJob(applications.jobId),
      currentCompanyName: companyNameColumn(companyOfJob(applications.jobId)),
    })
    .from(applications)
    .where(eq(applications.id, id));
  return row;
}

/**
 * Locks, in id order, the applications a job's or a person's deletion will change, before it deletes:
 * the foreign keys' "set null" changes a column of the (person, job) key, which must wait for every
 * transaction holding a key-share lock on the row (one keeping an email, an interview or a note for it),
 * and such a transaction's own next write to the application would then wait for the deletion: a
 * deadlock. Locked first, the deletion waits for those transactions instead, and nothing waits for it.
 */
export async function lockApplicationsToDetach(
  tx: Database,
  of: { jobId: string } | { userId: string },
): Promise<void> {
  await tx
    .select({ id: applications.id })
    .from(applications)
    .where('jobId' in of ? eq(applications.jobId, of.jobId) : eq(applications.userId, of.userId))
    .orderBy(applications.id)
    .for('update');
}

/**
 * Adds an entry to the application's timeline in place (an append, so two at once both stay); with
 * `touch`, its `updatedAt` moves too (a change the pipeline's "recently updated" order should show).
 */
export async function appendToTimeline(
  db: Database,
  applicationId: string,
  entry: { stage: string; note: string; touch?: boolean },
): Promise<void> {
  await db
    .update(applications)
    .set({
      timeline: sql`${applications.timeline} || ${JSON.stringify([event(entry.stage, entry.note)])}::jsonb`,
      ...(entry.touch ? { updatedAt: sql`now()` } : {}),
    })
    .where(eq(applications.id, applicationId));
}

/**
 * Select columns for a query on another table whose `applicationId` column is required and references
 * applications, its rows deleted with the application's (so the application is always there): its job
 * title and company as sent, its status, its candidate (null once they deleted their account) and the skills it
 * asked for. Subqueries, so the query joins no table of the applications module's.
 */
export function applicationColumns(applicationId: Column) {
  const of = (column: SQL) =>
    sql`(select ${column} from ${applications} where ${applications}.id = ${qualified(applicationId)})`;
  const userId = of(sql`${applications}.user_id`);
  return {
    jobTitle: of(sql`${applications}.job_title`) as SQL<string>,
    company: of(sql`${applications}.company`) as SQL<string>,
    status: of(sql`${applications}.status`) as SQL<string>,
    skills: of(sql`${applications}.skills`) as SQL<string[]>,
    candidateId: userId as SQL<string | null>,
    candidateName: userNameColumn(userId),
    candidateEmail: userEmailColumn(userId),
  };
}

/**
 * A condition on a query of another table whose `applicationId` column is required and references
 * applications: the application is one where `where` holds (the viewer's scope, `applicationsIn`; any
 * application when there is no condition).
 */
export const applicationWhere = (db: Database, applicationId: Column, where: SQL | undefined) =>
  where
    ? inArray(applicationId, db.select({ id: applications.id }).from(applications).where(where))
    : undefined;

/**
 * A job's applications whose applicant still has an account, with what ranking them reads: the
 * application, the person (id, name, address, ban), what matching reads of their profile (null when they
 * have none) and their resume's file name and size (null when none). The people, profiles and resumes
 * are joined as their homes' relations: a job may have thousands of applicants.
 */
export function applicantsToRank(db: Database, jobId: string) {
  const person = peopleToJoin(db);
  const profile = matchingProfilesToJoin(db);
  const resume = resumeFilesToJoin(db);
  return db
    .select({
      applicationId: applications.id,
      status: applications.status,
      appliedAt: applications.createdAt,
      motivation: applications.motivation,
      person: { id: person.id, name: person.name, email: person.email, banned: person.banned },
      profile: { skills: profile.skills, skillIds: profile.skillIds, data: profile.data },
      resumeName: resume.fileName,
      resumeSize: resume.size,
    })
    .from(applications)
    .innerJoin(person, eq(person.id, applications.userId))
    .leftJoin(profile, eq(profile.userId, applications.userId))
    .leftJoin(resume, eq(resume.userId, applications.userId))
    .where(eq(applications.jobId, jobId));
}

/** The skills an application's job asked for when it was sent, or undefined when it is gone. */
export async function applicationSkills(db: Database, id: string) {
  const [application] = await db
    .select({ skills: applications.skills })
    .from(applications)
    .where(eq(applications.id, id));
  return application;
}

/**
 * The application locked (its row only) until the caller's transaction ends, with its job's company
 * (null once the job is gone); undefined when there is none.
 */
export async function lockApplicationWithCompany(tx: Database, id: string) {
  const [row] = await tx
    .select({
      id: applications.id,
      userId: applications.userId,
      status: applications.status,
      jobId: applications.jobId,
      companyId: companyOfJob(applications.jobId),
    })
    .from(applications)
    .where(eq(applications.id, id))
    .for('update', { of: applications });
  return row;
}

/**
 * Per job of these with an application where `where` holds (the viewer's scope): how many applications
 * (withdrawn ones too), and how many arrived after `seenAt` gives (a value for the job whose id is in the
 * column it is given; all of them when it is null).
 */
export function applicationCountsByJob(
  db: Database,
  jobIds: readonly string[],
  where: SQL | undefined,
  seenAt: (jobId: Column) => SQL,
) {
  const seen = seenAt(applications.jobId);
  return db
    .select({
      jobId: sql<string>`${applications.jobId}`,
      applicants: sql<number>`count(*)::int`,
      new: sql<number>`(count(*) filter (where ${seen} is null or ${applications.createdAt} > ${seen}))::int`,
    })
    .from(applications)
    .where(and(inArray(applications.jobId, [...jobIds]), where))
    .groupBy(applications.jobId);
}
