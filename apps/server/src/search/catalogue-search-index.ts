import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '@skillmatch/db/client';
import { companies } from '@skillmatch/db/schema/companies';
import { jobs } from '@skillmatch/db/schema/jobs';
import { asJson } from './json-column';
import { ChangeLogProjection } from './change-log-projection';
import { publicJob } from '../modules/jobs/job-visibility';
import type { SearchableJob } from './search-filters';
import { SearchIndex } from './search-index';

/** A job's columns as search holds it (job alerts read one job with the same). */
export const searchableColumns = {
  id: jobs.id,
  // A job the public may not see is held: found only by a search of every status (the back office's).
  status: sql<string>`case when ${publicJob} then "jobs"."status" else 'held' end`.as('status'),
  title: jobs.title,
  company: jobs.company,
  companySlug:
    sql<string>`(select ${companies}.slug from ${companies} where ${companies}.id = ${jobs}.company_id)`.as(
      'company_slug',
    ),
  location: jobs.location,
  skillKeys: asJson(jobs.skillKeys, 'skill_keys'),
  skills: asJson(jobs.skills, 'skills'),
  skillIds: asJson(jobs.skillIds, 'skill_ids'),
  type: jobs.type,
  remote: jobs.remote,
  category: jobs.category,
  salary: sql<number | null>`coalesce(${jobs.salaryMax}, ${jobs.salaryMin})`.as('salary'),
  postedDate: jobs.postedDate,
  // Microseconds, as the database orders jobs; a float8 holds them exactly.
  createdAt: sql<number>`(extract(epoch from ${jobs.createdAt}) * 1000000)::float8`.as('created_micros'),
};

/**
 * This process's search index over every job, a `ChangeLogProjection`: kept current from the change log. Every job, so that
 * the back office finds its drafts and jobs waiting for review; those the public may not see are held
 * (`SEARCH_STATES`), which the public's searches (open jobs) never match. A company's suspension reaches
 * the index through its jobs' rows, which the suspension touches, so the change log has them re-read.
 */
export class CatalogueSearchIndex extends ChangeLogProjection<SearchableJob, SearchableJob, SearchIndex> {
  constructor(database: DatabaseHandle) {
    super(database, {
      columns: searchableColumns,
      scope: undefined,
      holds: () => true,
      create: () => new SearchIndex(),
      entry: (job) => job,
      // Worked out again as needed: the terms of each text seen (a build's cache), a search's scratch rows;
      // `parts` names the index's own objects, restored in place.
      snapshot: { name: 'search', classes: [], fresh: ['termsOfText', 'scratch', 'corrections', 'parts'] },
    });
  }
}
