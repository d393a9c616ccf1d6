import { randomUUID } from 'node:crypto';
import { companies } from '@skillmatch/db/schema/companies';
import { companyMembers, jobInterviewers } from '@skillmatch/db/schema/hiring-team';
import type { CompanyRole } from '@skillmatch/shared/constants';
import type { App } from '../src/app-types';

export interface TestCompany {
  id: string;
  slug: string;
  name: string;
}

/**
 * A company with its hiring team, written straight to the database (as the team's own flows would leave
 * it). Jobs made with `company: company.name` (`makeJob`) belong to it.
 */
export async function makeCompany(
  app: App,
  { name, members = [] }: { name?: string; members?: { id: string; role: CompanyRole }[] } = {},
): Promise<TestCompany> {
  const suffix = randomUUID().slice(0, 8);
  const companyName = name ?? `Company ${suffix}`;
  const [company] = await app.db
    .insert(companies)
    .values({ name: companyName, slug: `${companyName.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${suffix}` })
    .returning({ id: companies.id, slug: companies.slug, name: companies.name });
  if (!company) throw new Error('insert returned no company');
  if (members.length > 0)
    await app.db
      .insert(companyMembers)
      .values(members.map((member) => ({ companyId: company.id, userId: member.id, role: member.role })));
  return company;
}

/** Puts someone on a company's hiring team. */
export const addMember = (app: App, companyId: string, userId: string, role: CompanyRole) =>
  app.db.insert(companyMembers).values({ companyId, userId, role });

/** Assigns interviewers to a job. */
export const assignInterviewer = (app: App, jobId: string, userId: string) =>
  app.db.insert(jobInterviewers).values({ jobId, userId });
