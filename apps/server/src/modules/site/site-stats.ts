import { count, countDistinct, eq } from 'drizzle-orm';
import type { Database } from '@skillmatch/db/client';
import { applications } from '@skillmatch/db/schema/applications';
import { jobs } from '@skillmatch/db/schema/jobs';
import { JOB_CATEGORIES } from '@skillmatch/shared/constants';
import type { SiteStats } from '@skillmatch/shared/schemas/site';
import type { CatalogueSearchIndex } from '../jobs/catalogue-search-index';

/**
 * The landing page's numbers. Jobs and categories come from the search index, so they equal the job
 * list's totals; companies are counted again only when the catalogue changed (one `count(distinct)`
 * over the open jobs); offers are counted on each call.
 */
export class SiteStatsReader {
  private companies: { version: number; count: number } | null = null;

  constructor(
    private readonly db: Database,
    private readonly searchIndex: CatalogueSearchIndex,
  ) {}

  async read(): Promise<SiteStats> {
    const index = await this.searchIndex.current();
    const open = index.search({ words: [], skills: [], status: 'active' }, 'newest', 0);
    const byCategory = new Map(open.facets.category.map((facet) => [facet.value, facet.count]));
    const [companies, [offers]] = await Promise.all([
      this.companiesWithOpenJobs(),
      this.db.select({ count: count() }).from(applications).where(eq(applications.status, 'Offer')),
    ]);
    return {
      activeJobs: open.total,
      companies,
      offersMade: offers?.count ?? 0,
      categories: Object.fromEntries(
        JOB_CATEGORIES.map((category) => [category, byCategory.get(category) ?? 0]),
      ) as SiteStats['categories'],
    };
  }

  private async companiesWithOpenJobs(): Promise<number> {
    // `read` has brought the search index up to date; its version moves with every change to jobs.
    const version = this.searchIndex.version;
    if (this.companies?.version === version) return this.companies.count;
    const [row] = await this.db
      .select({ count: countDistinct(jobs.company) })
      .from(jobs)
      .where(eq(jobs.status, 'active'));
    this.companies = { version, count: row?.count ?? 0 };
    return this.companies.count;
  }
}
