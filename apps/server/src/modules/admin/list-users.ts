import type { AdminUsers } from '@skillmatch/shared/schemas/admin';
import type { UserRole } from '@skillmatch/shared/constants';
import type { UseCaseDeps } from '../../app-types';
import { containing } from '../like-pattern';
import { accountsPage } from '../user/users-repository';
import { presentSummary } from './user-summary';

export interface AdminUsersQuery {
  q?: string | undefined;
  role?: UserRole | undefined;
  status?: 'active' | 'disabled' | undefined;
  page: number;
  pageSize: number;
}

/** Accounts newest first, filtered by part of the name or email, role and status, one page at a time. */
export async function listUsers(
  { db }: Pick<UseCaseDeps, 'db'>,
  query: AdminUsersQuery,
): Promise<AdminUsers> {
  const { rows, total } = await accountsPage(db, {
    textLike: query.q ? containing(query.q) : undefined,
    role: query.role,
    status: query.status,
    page: query.page,
    pageSize: query.pageSize,
  });
  return {
    users: rows.map(presentSummary),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}
