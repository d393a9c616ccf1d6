import { and, asc, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@skillmatch/db/client';
import { companyMembers, jobInterviewers } from '@skillmatch/db/schema/hiring-team';
import type { CompanyRole } from '@skillmatch/shared/constants';
import { personColumns } from '../user/users-repository';

/*
 * The hiring teams' queries (company members, a job's interviewers) that other modules ask for. A module
 * outside `modules/companies/` calls these rather than import the tables (the lint rule
 * `project/table-homes`, docs/ARCHITECTURE.md "Tables").
 */

/** Whether the person is on some company's hiring team. */
export async function onAHiringTeam(db: Database, userId: string): Promise<boolean> {
  const [member] = await db
    .select({ userId: companyMembers.userId })
    .from(companyMembers)
    .where(eq(companyMembers.userId, userId))
    .limit(1);
  return member !== undefined;
}

/** The ids of a company's members with one of these roles. */
export function membersWithRoles(db: Database, companyId: string, roles: readonly CompanyRole[]) {
  return db
    .select({ userId: companyMembers.userId })
    .from(companyMembers)
    .where(and(eq(companyMembers.companyId, companyId), inArray(companyMembers.role, [...roles])));
}

/** The ids of those of these people who are on the company's team. */
export function membersAmong(db: Database, companyId: string, userIds: readonly string[]) {
  return db
    .select({ userId: companyMembers.userId })
    .from(companyMembers)
    .where(and(eq(companyMembers.companyId, companyId), inArray(companyMembers.userId, [...userIds])));
}

/** The company's members whose address is one of these (lower-cased): their ids, addresses and roles. */
export function membersByEmail(db: Database, companyId: string, emails: readonly string[]) {
  const { email } = personColumns(companyMembers.userId);
  return db
    .select({ id: companyMembers.userId, email, role: companyMembers.role })
    .from(companyMembers)
    .where(and(eq(companyMembers.companyId, companyId), inArray(sql`lower(${email})`, [...emails])));
}

/**
 * The company's team, by name (then id), each with their name, address and role, and `assigned`: their
 * id when they interview for the job, else null.
 */
export function teamWithInterviewers(db: Database, jobId: string, companyId: string) {
  const person = personColumns(companyMembers.userId);
  return db
    .select({
      userId: companyMembers.userId,
      ...person,
      role: companyMembers.role,
      assigned: jobInterviewers.userId,
    })
    .from(companyMembers)
    .leftJoin(
      jobInterviewers,
      and(eq(jobInterviewers.jobId, jobId), eq(jobInterviewers.userId, companyMembers.userId)),
    )
    .where(eq(companyMembers.companyId, companyId))
    .orderBy(asc(person.name), asc(companyMembers.userId));
}

/** These people interview for the job from now on (those who already do are left as they are). */
export async function addJobInterviewers(tx: Database, jobId: string, userIds: readonly string[]) {
  await tx
    .insert(jobInterviewers)
    .values(userIds.map((userId) => ({ jobId, userId })))
    .onConflictDoNothing();
}

/** Everyone but these people stops interviewing for the job (everyone, when there are none). */
export async function removeOtherJobInterviewers(tx: Database, jobId: string, kept: readonly string[]) {
  await tx
    .delete(jobInterviewers)
    .where(
      and(
        eq(jobInterviewers.jobId, jobId),
        kept.length === 0 ? undefined : notInArray(jobInterviewers.userId, [...kept]),
      ),
    );
}

/**
 * Who may read a job's applicants, as a subquery of user ids: the owners and recruiters of its company
 * (`companyId`, a subquery the jobs module gives) and the interviewers assigned to the job.
 */
export const readersOfJob = (jobId: string, companyId: SQL) => sql`
  select ${companyMembers.userId} from ${companyMembers}
  where ${companyMembers.companyId} = ${companyId} and ${companyMembers.role} in ('owner', 'recruiter')
  union select ${jobInterviewers.userId} from ${jobInterviewers} where ${jobInterviewers.jobId} = ${jobId}`;
