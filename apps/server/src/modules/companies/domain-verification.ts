import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '@skillmatch/db/client';
import { companies } from '@skillmatch/db/schema/companies';
import { emailMatchesWebsite } from './company-names';

/**
 * Marks the company verified by its domain when a member's proven address (Google sign-in, or an
 * invitation's emailed link accepted) is at the company website's domain. An address typed at sign-up
 * with a password proves nothing: anyone can type ceo@acme.com. Returns whether it was marked now.
 */
export async function verifyByDomain(
  tx: Database,
  company: { id: string; website: string | null; verified: boolean },
  member: { email: string; addressProven: boolean },
): Promise<boolean> {
  if (company.verified || !member.addressProven || !emailMatchesWebsite(member.email, company.website)) {
    return false;
  }
  const marked = await tx
    .update(companies)
    .set({ verifiedAt: new Date(), verifiedBy: 'domain', updatedAt: new Date() })
    .where(and(eq(companies.id, company.id), isNull(companies.verifiedAt)))
    .returning({ id: companies.id });
  return marked.length > 0;
}
