import { companies } from '@skillmatch/db/schema/companies';
import { companyMembers } from '@skillmatch/db/schema/hiring-team';
import type { CreatedCompany, createCompanySchema } from '@skillmatch/shared/schemas/hiring-team';
import type { SessionUser } from '@skillmatch/shared/schemas/session';
import type { z } from 'zod';
import type { UseCaseDeps } from '../../app-types';
import { AppError } from '../../errors';
import { recordActivity } from '../admin/activity';
import { chooseActiveCompany } from '../user/users-repository';
import { slugFor } from './company-names';
import { verifyByDomain } from './domain-verification';
import { actorOf, TEAM_MESSAGES } from './team-lock';

/**
 * A new employer: the company, its creator as its owner, and the company they work in from now on, in
 * one transaction. Its slug comes from its name; a name whose slug is taken is refused (409), since the
 * company is most likely already here and its owners can invite the person.
 */
export async function createCompany(
  { db }: Pick<UseCaseDeps, 'db'>,
  { viewer, input }: { viewer: SessionUser; input: z.output<typeof createCompanySchema> },
): Promise<CreatedCompany> {
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(companies)
      .values({ slug: slugFor(input.name), name: input.name, website: input.website ?? null })
      .onConflictDoNothing({ target: companies.slug })
      .returning({ id: companies.id, slug: companies.slug, name: companies.name });
    if (!created) {
      const message = TEAM_MESSAGES.duplicateName(input.name);
      throw new AppError('CONFLICT', message, { name: message });
    }
    await tx.insert(companyMembers).values({ companyId: created.id, userId: viewer.id, role: 'owner' });
    const creator = await chooseActiveCompany(tx, viewer.id, created.id);
    await verifyByDomain(
      tx,
      { id: created.id, website: input.website ?? null, verified: false },
      { email: viewer.email, addressProven: creator?.emailVerified === true },
    );
    await recordActivity(tx, {
      kind: 'company.created',
      actor: actorOf(viewer),
      summary: `${viewer.name} created the company ${created.name}`,
      link: '/admin/team',
      companyId: created.id,
    });
    return created;
  });
}
