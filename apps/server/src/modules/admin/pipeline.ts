import { and, asc, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { Database } from '@skillmatch/db/client';
import { applications } from '@skillmatch/db/schema/applications';
import { users } from '@skillmatch/db/schema/auth';
import { resumes } from '@skillmatch/db/schema/resumes';
import { APPLICATION_STATUSES, type ApplicationStatus } from '@skillmatch/shared/constants';
import {
  PIPELINE_COLUMN_LIMIT,
  type PipelineBoard,
  type PipelineDetail,
  type PipelineItem,
  type PipelineList,
} from '@skillmatch/shared/schemas/admin';
import type { UseCaseDeps } from '../../app-types';
import { notFound } from '../../errors';
import { presentApplication } from '../applications/applications';
import { applicantScore } from '../matching/candidates';

export interface PipelineFilters {
  jobId?: string | undefined;
  /** Part of the applicant's name or email, any case. */
  q?: string | undefined;
}

const itemColumns = {
  id: applications.id,
  status: applications.status,
  createdAt: applications.createdAt,
  updatedAt: applications.updatedAt,
  nextStep: applications.nextStep,
  nextStepDate: applications.nextStepDate,
  feedback: applications.feedback,
  jobId: applications.jobId,
  jobTitle: applications.jobTitle,
  company: applications.company,
  userId: applications.userId,
  name: users.name,
  email: users.email,
  banned: users.banned,
};

interface ItemRow {
  id: string;
  status: string;
  createdAt: Date;
  updatedAt: Date;
  nextStep: string | null;
  nextStepDate: string | null;
  feedback: string | null;
  jobId: string | null;
  jobTitle: string;
  company: string;
  userId: string | null;
  name: string | null;
  email: string | null;
  banned: boolean | null;
}

function presentItem(row: ItemRow): PipelineItem {
  return {
    applicationId: row.id,
    status: row.status as ApplicationStatus,
    appliedAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    nextStep: row.nextStep,
    nextStepDate: row.nextStepDate,
    feedback: row.feedback,
    job: { id: row.jobId, title: row.jobTitle, company: row.company },
    // An anonymised application: its applicant deleted the account.
    applicant: row.userId
      ? { id: row.userId, name: row.name ?? '', email: row.email, disabled: row.banned ?? false }
      : { id: null, name: 'Deleted account', email: null, disabled: false },
  };
}

/** `%text%` for ILIKE, with ILIKE's own wildcards in the text taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

function matching({ jobId, q }: PipelineFilters, status?: string): SQL | undefined {
  return and(
    jobId ? eq(applications.jobId, jobId) : undefined,
    q ? or(ilike(users.name, containing(q)), ilike(users.email, containing(q))) : undefined,
    status ? eq(applications.status, status) : undefined,
  );
}

/**
 * Every status's column, in pipeline order (Withdrawn too), each with its total and its most recently
 * updated cards. Each column is its own query with a limit, which walks the (status, updated_at) index
 * and stops after a column's worth, however many applications there are; the totals are one grouped
 * count.
 */
export async function pipelineBoard(
  { db }: Pick<UseCaseDeps, 'db'>,
  filters: PipelineFilters,
): Promise<PipelineBoard> {
  const column = (status: string) =>
    db
      .select(itemColumns)
      .from(applications)
      .leftJoin(users, eq(users.id, applications.userId))
      .where(matching(filters, status))
      .orderBy(desc(applications.updatedAt), desc(applications.id))
      .limit(PIPELINE_COLUMN_LIMIT);
  const totals = db
    .select({ status: applications.status, total: count() })
    .from(applications)
    .leftJoin(users, eq(users.id, applications.userId))
    .where(matching(filters))
    .groupBy(applications.status);
  const [counted, ...cards] = await Promise.all([totals, ...APPLICATION_STATUSES.map(column)]);
  const totalOf = new Map(counted.map((row) => [row.status, row.total]));
  return {
    columns: APPLICATION_STATUSES.map((status, index) => ({
      status,
      total: totalOf.get(status) ?? 0,
      items: (cards[index] ?? []).map(presentItem),
    })),
  };
}

const SORTS = {
  newest: [desc(applications.createdAt), desc(applications.id)],
  oldest: [asc(applications.createdAt), asc(applications.id)],
  updated: [desc(applications.updatedAt), desc(applications.id)],
} as const;

export interface PipelineListQuery extends PipelineFilters {
  status?: string | undefined;
  sort: keyof typeof SORTS;
  page: number;
  pageSize: number;
}

/** One page of applications, filtered and sorted, with the total over every page. */
export async function pipelineList(
  { db }: Pick<UseCaseDeps, 'db'>,
  query: PipelineListQuery,
): Promise<PipelineList> {
  const where = matching(query, query.status);
  const [rows, [counted]] = await Promise.all([
    db
      .select(itemColumns)
      .from(applications)
      .leftJoin(users, eq(users.id, applications.userId))
      .where(where)
      .orderBy(...SORTS[query.sort])
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ total: count() })
      .from(applications)
      .leftJoin(users, eq(users.id, applications.userId))
      .where(where),
  ]);
  return {
    items: rows.map(presentItem),
    total: counted?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** The cards of these applications, in the order given (those that are gone left out). */
export async function pipelineItems(db: Database, ids: string[]): Promise<PipelineItem[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(itemColumns)
    .from(applications)
    .leftJoin(users, eq(users.id, applications.userId))
    .where(inArray(applications.id, ids));
  const byId = new Map(rows.map((row) => [row.id, presentItem(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** One application, whole, with its card, the applicant's score for the job and their resume. */
export async function pipelineDetail(
  { db, matchIndex }: Pick<UseCaseDeps, 'db' | 'matchIndex'>,
  { id }: { id: string },
): Promise<PipelineDetail> {
  const [row] = await db
    .select({
      application: applications,
      name: users.name,
      email: users.email,
      banned: users.banned,
      resumeName: resumes.fileName,
      resumeSize: resumes.size,
    })
    .from(applications)
    .leftJoin(users, eq(users.id, applications.userId))
    .leftJoin(resumes, eq(resumes.userId, applications.userId))
    .where(eq(applications.id, id));
  if (!row) throw notFound('Application');
  const { application, resumeName, resumeSize, ...applicant } = row;
  return {
    application: presentApplication(application),
    item: presentItem({ ...application, ...applicant }),
    score: await applicantScore(db, await matchIndex.current(), application.jobId, application.userId),
    resume: resumeName !== null && resumeSize !== null ? { fileName: resumeName, size: resumeSize } : null,
  };
}
