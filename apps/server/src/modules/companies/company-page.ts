import { eq } from 'drizzle-orm';
import type { Database } from '@skillmatch/db/client';
import { companies, type CompanyRow } from '@skillmatch/db/schema/companies';
import type { CompanySize } from '@skillmatch/shared/constants';
import type { CompanyPage } from '@skillmatch/shared/schemas/companies';
import type { SessionUser } from '@skillmatch/shared/schemas/session';
import type { UseCaseDeps } from '../../app-types';
import { roleIn } from '../../access/company-access';
import { notFound } from '../../errors';
import { companyPageJobs } from '../jobs/jobs-repository';
import { presentJob } from '../jobs/present-job';
import { companyLogoUrl } from './logo-url';

/** The most jobs a company page lists; the rest are a search away (/jobs?company=<slug>). */
export const COMPANY_PAGE_JOBS = 100;

/** Whether the viewer may edit the company's page: an owner of it, or the operator. */
async function canEdit(db: Database, viewer: SessionUser | undefined, companyId: string): Promise<boolean> {
  if (!viewer) return false;
  if (viewer.role === 'admin') return true;
  return (await roleIn(db, viewer.id, companyId)) === 'owner';
}

/** A company's page as the API answers it, for this viewer: its facts and its published, open jobs. */
export async function presentCompanyPage(
  db: Database,
  company: CompanyRow,
  viewer: SessionUser | undefined,
): Promise<CompanyPage> {
  const [rows, viewerCanEdit] = await Promise.all([
    companyPageJobs(db, { companyId: company.id, viewerId: viewer?.id, limit: COMPANY_PAGE_JOBS }),
    canEdit(db, viewer, company.id),
  ]);
  return {
    id: company.id,
    slug: company.slug,
    name: company.name,
    verified: company.verifiedAt !== null,
    website: company.website,
    about: company.about,
    sizeBand: company.sizeBand as CompanySize | null,
    headquarters: company.headquarters,
    sector: company.sector,
    logoUrl: companyLogoUrl(company.slug, company.logoKey),
    jobs: rows.map(({ isSaved, isApplied, ...row }) => presentJob(row, { isSaved, isApplied })),
    viewerCanEdit,
  };
}

/** The public company page by its slug; a suspended company has none (404), as one that never was. */
export async function getCompanyPage(
  { db }: Pick<UseCaseDeps, 'db'>,
  { slug, viewer }: { slug: string; viewer: SessionUser | undefined },
): Promise<CompanyPage> {
  const [company] = await db.select().from(companies).where(eq(companies.slug, slug.toLowerCase()));
  if (!company || company.suspendedAt !== null) throw notFound('Company');
  return presentCompanyPage(db, company, viewer);
}
