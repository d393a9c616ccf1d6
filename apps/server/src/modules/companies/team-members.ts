import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Database } from '@skillmatch/db/client';
import { companyMembers, jobInterviewers } from '@skillmatch/db/schema/hiring-team';
import type { CompanyRole } from '@skillmatch/shared/constants';
import { notFound } from '../../errors';
import { jobIdsOf } from '../jobs/jobs-repository';
import { leaveActiveCompany, personColumns } from '../user/users-repository';

const person = personColumns(companyMembers.userId);

/** The members of a hiring team where `where` holds, each with their name, address, role and joining. */
function membersWhere(tx: Database, where: SQL | undefined) {
  return tx
    .select({
      userId: companyMembers.userId,
      ...person,
      role: companyMembers.role,
      joinedAt: companyMembers.createdAt,
    })
    .from(companyMembers)
    .where(where);
}

/** A company's team by name (then address). */
export function teamOf(db: Database, companyId: string) {
  return membersWhere(db, eq(companyMembers.companyId, companyId)).orderBy(
    asc(person.name),
    asc(person.email),
  );
}

/** One member of a locked team, with their name and address; 404 when they are not on it. */
export async function memberOf(tx: Database, companyId: string, userId: string) {
  const [member] = await membersWhere(
    tx,
    and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId)),
  );
  if (!member) throw notFound('Team member');
  return { ...member, role: member.role as CompanyRole };
}

/** How many owners the (locked) team has. */
export async function ownerCount(tx: Database, companyId: string): Promise<number> {
  const owners = await tx
    .select({ userId: companyMembers.userId })
    .from(companyMembers)
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.role, 'owner')));
  return owners.length;
}

/** Someone leaving the team stops being an interviewer on its jobs and stops working in it. */
export async function forgetMembership(tx: Database, companyId: string, userId: string) {
  await tx
    .delete(jobInterviewers)
    .where(and(eq(jobInterviewers.userId, userId), inArray(jobInterviewers.jobId, jobIdsOf(tx, companyId))));
  await leaveActiveCompany(tx, userId, companyId);
}
