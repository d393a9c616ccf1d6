import { eq } from 'drizzle-orm';
import { users } from '@skillmatch/db/schema/auth';
import type { MyCompanies } from '@skillmatch/shared/schemas/hiring-team';
import type { UseCaseDeps } from '../../app-types';
import { membershipsOf } from '../../access/company-access';

/** The companies the person is on the hiring team of, and the one they work in (as the back office chooses it). */
export async function myCompanies(
  { db }: Pick<UseCaseDeps, 'db'>,
  { userId }: { userId: string },
): Promise<MyCompanies> {
  const memberships = await membershipsOf(db, userId);
  const [chosen] = await db
    .select({ activeCompanyId: users.activeCompanyId })
    .from(users)
    .where(eq(users.id, userId));
  const active =
    memberships.find((membership) => membership.companyId === chosen?.activeCompanyId) ?? memberships[0];
  return { activeCompanyId: active?.companyId ?? null, companies: memberships };
}
