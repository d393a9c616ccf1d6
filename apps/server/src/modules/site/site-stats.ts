import type { Database } from '@skillmatch/db/client';
import { JOB_CATEGORIES } from '@skillmatch/shared/constants';
import type { SiteStats } from '@skillmatch/shared/schemas/site';
import type { UseCaseDeps } from '../../app-types';
import { countApplicationsWithStatus } from '../applications/applications-repository';
import { countEmployersWithListedJobs } from '../jobs/jobs-repository';
import type { CatalogueSearchIndex } from '../../search';

/** The count of companies with open jobs, per search index (a process's) and the version it was made at. */
const companiesCounted = new WeakMap<CatalogueSearchIndex, { version: number; count: number }>();

/**
 * The landing page's numbers. Jobs and categories come from the search index, so they equal the job
 * list's totals; companies are counted again only when the catalogue changed (one `count(distinct)`
 * over the open jobs); offers are counted on each call.
 */
export async function siteStats({
  db,
  searchIndex,
}: Pick<UseCaseDeps, 'db' | 'searchIndex'>): Promise<SiteStats> {
  const index = await searchIndex.current();
  const open = index.search({ skills: [], status: 'active' }, 'newest', 0);
  const byCategory = new Map(open.facets.category.map((facet) => [facet.value, facet.count]));
  const [companies, offers] = await Promise.all([
    companiesWithOpenJobs(db, searchIndex),
    countApplicationsWithStatus(db, 'Offer'),
  ]);
  return {
    activeJobs: open.total,
    companies,
    offersMade: offers,
    categories: Object.fromEntries(
      JOB_CATEGORIES.map((category) => [category, byCategory.get(category) ?? 0]),
    ) as SiteStats['categories'],
  };
}

async function companiesWithOpenJobs(db: Database, searchIndex: CatalogueSearchIndex): Promise<number> {
  // `siteStats` has brought the search index up to date; its version moves with every change to jobs.
  const version = searchIndex.version;
  const counted = companiesCounted.get(searchIndex);
  if (counted?.version === version) return counted.count;
  const count = await countEmployersWithListedJobs(db);
  companiesCounted.set(searchIndex, { version, count });
  return count;
}
