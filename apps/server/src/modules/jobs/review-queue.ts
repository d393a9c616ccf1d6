import { asc, count, eq } from 'drizzle-orm';
import { jobs } from '@skillmatch/db/schema/jobs';
import type { ReviewQueue } from '@skillmatch/shared/schemas/jobs';
import type { UseCaseDeps } from '../../app-types';
import { userEmailColumn, userNameColumn } from '../user/users-repository';

/** The queue shows this many at once; the operator works from the oldest. */
const SHOWN = 100;

/** The jobs waiting for the operator's review, longest waiting first, with their company and poster. */
export async function reviewQueue({ db }: Pick<UseCaseDeps, 'db'>): Promise<ReviewQueue> {
  const waiting = eq(jobs.review, 'pending');
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: jobs.id,
        title: jobs.title,
        company: jobs.company,
        companyId: jobs.companyId,
        postedDate: jobs.postedDate,
        submittedAt: jobs.submittedAt,
        createdAt: jobs.createdAt,
        posterName: userNameColumn(jobs.postedBy),
        posterEmail: userEmailColumn(jobs.postedBy),
      })
      .from(jobs)
      .where(waiting)
      .orderBy(asc(jobs.submittedAt), asc(jobs.id))
      .limit(SHOWN),
    db.select({ n: count() }).from(jobs).where(waiting),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      title: row.title,
      company: row.company,
      companyId: row.companyId,
      poster:
        row.posterName !== null && row.posterEmail !== null
          ? { name: row.posterName, email: row.posterEmail }
          : null,
      postedDate: row.postedDate,
      submittedAt: (row.submittedAt ?? row.createdAt).toISOString(),
    })),
    total: counted?.n ?? 0,
  };
}
