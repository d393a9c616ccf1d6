import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { users } from '@skillmatch/db/schema/auth';
import type { AdminUsers } from '@skillmatch/shared/schemas/admin';
import type { UserRole } from '@skillmatch/shared/constants';
import type { UseCaseDeps } from '../../app-types';
import { isDisabled, isEnabled, presentSummary, summaryColumns } from './user-summary';

export interface AdminUsersQuery {
  q?: string | undefined;
  role?: UserRole | undefined;
  status?: 'active' | 'disabled' | undefined;
  page: number;
  pageSize: number;
}

/** The text as a LIKE pattern that matches it anywhere, its own % and _ taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** Accounts newest first, filtered by part of the name or email, role and status, one page at a time. */
export async function listUsers(
  { db }: Pick<UseCaseDeps, 'db'>,
  query: AdminUsersQuery,
): Promise<AdminUsers> {
  const filters: SQL[] = [];
  if (query.q) {
    const pattern = containing(query.q);
    filters.push(or(ilike(users.name, pattern), ilike(users.email, pattern))!);
  }
  if (query.role) filters.push(eq(users.role, query.role));
  if (query.status) filters.push(query.status === 'disabled' ? isDisabled : isEnabled);
  const where = and(...filters);

  const [rows, [total]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ count: count() }).from(users).where(where),
  ]);
  return {
    users: rows.map(presentSummary),
    total: total?.count ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}
