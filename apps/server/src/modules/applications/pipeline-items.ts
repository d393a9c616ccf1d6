import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { Database } from '@skillmatch/db/client';
import type { MatchIndex } from '@skillmatch/matching/match-index';
import { applications } from '@skillmatch/db/schema/applications';
import type { ApplicationStatus } from '@skillmatch/shared/constants';
import type { PipelineItem } from '@skillmatch/shared/schemas/admin';
import { containing } from '../like-pattern';
import { applicantScores, pairKey } from '../matching/candidates';
import { personLike, userBannedColumn, userEmailColumn, userNameColumn } from '../user/users-repository';
import { applicationsIn } from '../../access/back-office';
import type { BackOfficeScope } from '../../access/company-access';

/** The pipeline's cards (the columns read, a row presented) and the filters the board and the list share. */
export interface PipelineFilters {
  jobId?: string | undefined;
  /** Part of the applicant's name or email, any case. */
  q?: string | undefined;
}

/** The applicant's name, address and whether their account is disabled; null when they deleted it. */
export const applicantColumns = {
  name: userNameColumn(applications.userId),
  email: userEmailColumn(applications.userId),
  banned: userBannedColumn(applications.userId),
};

export const itemColumns = {
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
  ...applicantColumns,
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

export function presentItem(row: ItemRow, score: number | null): PipelineItem {
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
    score,
  };
}

/** The rows as cards, each with its applicant's score for its job. */
export async function presentItems(
  db: Database,
  index: MatchIndex,
  rows: ItemRow[],
): Promise<PipelineItem[]> {
  const scores = await applicantScores(db, index, rows);
  return rows.map((row) => presentItem(row, scores.get(pairKey(row.jobId, row.userId)) ?? null));
}

/** Best score first (none last), then the newest application: the board's and the list's "Match score". */
export const byScore = (a: PipelineItem, b: PipelineItem) =>
  (b.score ?? -1) - (a.score ?? -1) ||
  b.appliedAt.localeCompare(a.appliedAt) ||
  (a.applicationId < b.applicationId ? -1 : 1);

/** The filters' condition within the viewer's scope (`access/back-office.ts`). */
export function matching(
  scope: BackOfficeScope,
  { jobId, q }: PipelineFilters,
  status?: string,
): SQL | undefined {
  return and(
    applicationsIn(scope),
    jobId ? eq(applications.jobId, jobId) : undefined,
    q ? personLike(applications.userId, containing(q)) : undefined,
    status ? eq(applications.status, status) : undefined,
  );
}

/** The cards of these applications, in the order given (those that are gone left out). */
export async function pipelineItems(db: Database, index: MatchIndex, ids: string[]): Promise<PipelineItem[]> {
  if (ids.length === 0) return [];
  const rows = await db.select(itemColumns).from(applications).where(inArray(applications.id, ids));
  const byId = new Map((await presentItems(db, index, rows)).map((item) => [item.applicationId, item]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
