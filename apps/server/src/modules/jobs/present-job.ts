import { and, eq, getTableColumns, inArray, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Database } from '@skillmatch/db/client';
import { jobs, type JobRow } from '@skillmatch/db/schema/jobs';
import type { Job } from '@skillmatch/shared/schemas/jobs';
import { appliedColumn } from '../applications/applied-column';
import { companySlugColumn, companyVerifiedColumn } from '../companies/company-columns';
import { skillNames } from '../matching/skill-names';
import { savedColumn } from '../saved-jobs/saved-column';

// The search-only columns (lower-cased text, tsvector, keys) never leave the database.
const {
  searchText: _searchText,
  searchVector: _searchVector,
  skillKeys: _skillKeys,
  skillsText: _skillsText,
  ...shown
} = getTableColumns(jobs);

/** The columns a write returns: the job's own (its company is read by `presentWrittenJob`). */
export const writtenJobColumns = shown;

/**
 * The columns a job is presented from, with its company's slug and badge (a primary-key look-up each).
 * Qualified by hand, as `viewerColumns` below.
 */
export const presentedJobColumns = {
  ...shown,
  companySlug: companySlugColumn(sql`${jobs}.company_id`),
  companyVerified: companyVerifiedColumn(sql`${jobs}.company_id`),
};
export type PresentedJobRow = Omit<JobRow, 'searchText' | 'searchVector' | 'skillKeys' | 'skillsText'> & {
  companySlug: string;
  companyVerified: boolean;
};

/**
 * The columns a job list's page is presented from: only those `presentJob` reads, the text arrays as JSON.
 * node-postgres reads an array's text a character at a time, an object made per character, where JSON
 * is parsed natively: the arrays of a page's jobs made much of a distinct search's garbage.
 */
export const listedJobColumns = {
  id: shown.id,
  title: shown.title,
  company: shown.company,
  companyId: shown.companyId,
  companySlug: presentedJobColumns.companySlug,
  companyVerified: presentedJobColumns.companyVerified,
  location: shown.location,
  salaryMin: shown.salaryMin,
  salaryMax: shown.salaryMax,
  currency: shown.currency,
  type: shown.type,
  category: shown.category,
  experience: shown.experience,
  description: shown.description,
  skills: sql<string[]>`to_json(${jobs.skills})`,
  responsibilities: sql<string[]>`to_json(${jobs.responsibilities})`,
  requirements: sql<string[]>`to_json(${jobs.requirements})`,
  remote: shown.remote,
  status: shown.status,
  postedDate: shown.postedDate,
  closingDate: shown.closingDate,
  createdAt: shown.createdAt,
  review: shown.review,
  reviewNote: shown.reviewNote,
};

/** What `presentJob` reads of a job's row. */
export type PresentableJobRow = Pick<PresentedJobRow, keyof typeof listedJobColumns>;

/**
 * What the signed-in viewer has done with the job in the row: saved it, applied for it (and not
 * withdrawn); false for visitors. Qualified by hand: in a select list drizzle writes bare column names,
 * and a bare "id" inside a subquery would be the saved row's or the application's own.
 */
export const viewerColumns = (viewerId: string | Placeholder | undefined) =>
  viewerId
    ? {
        isSaved: savedColumn(sql`${jobs}.id`, viewerId),
        isApplied: appliedColumn(sql`${jobs}.id`, viewerId),
      }
    : { isSaved: sql<boolean>`false`, isApplied: sql<boolean>`false` };

/**
 * A job just written, presented: its company read by a statement of its own, since a `returning` list
 * does not see the company the write's trigger made for a new company name.
 */
export async function presentWrittenJob(db: Database, id: string): Promise<Job> {
  const [row] = await db.select(presentedJobColumns).from(jobs).where(eq(jobs.id, id));
  if (!row) throw new Error(`job ${id} was written but cannot be read`);
  return presentJob(row);
}

/** Those of these jobs where `where` holds (any, when not given), each with what the viewer did with it. */
export function jobsForViewer(db: Database, jobIds: readonly string[], viewerId: string, where?: SQL) {
  return db
    .select({ ...presentedJobColumns, ...viewerColumns(viewerId) })
    .from(jobs)
    .where(and(inArray(jobs.id, [...jobIds]), where));
}

export interface ViewerState {
  isSaved: boolean;
  isApplied: boolean;
}

const NOT_VIEWED: ViewerState = { isSaved: false, isApplied: false };

/** What leaves the server for a job: its fields (docs/product.md, "Records", with `_id` and `posted`), never internal columns. */
export function presentJob(row: PresentableJobRow, viewer: ViewerState = NOT_VIEWED): Job {
  return {
    _id: row.id,
    id: row.id,
    title: row.title,
    company: row.company,
    companyId: row.companyId,
    companySlug: row.companySlug,
    companyVerified: row.companyVerified,
    location: row.location,
    salaryMin: row.salaryMin,
    salaryMax: row.salaryMax,
    currency: row.currency,
    type: row.type as Job['type'],
    category: row.category as Job['category'],
    experience: row.experience,
    description: row.description,
    skills: row.skills,
    skillNames: skillNames(row.skills),
    responsibilities: row.responsibilities,
    requirements: row.requirements,
    remote: row.remote,
    status: row.status as Job['status'],
    postedDate: row.postedDate,
    posted: row.postedDate,
    closingDate: row.closingDate,
    createdAt: row.createdAt.toISOString(),
    isSaved: viewer.isSaved,
    isApplied: viewer.isApplied,
    review: row.review as Job['review'],
    reviewNote: row.reviewNote,
  };
}
