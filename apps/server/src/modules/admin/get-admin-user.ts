import type { AdminUserDetail } from '@skillmatch/shared/schemas/admin';
import type { UseCaseDeps } from '../../app-types';
import { notFound } from '../../errors';
import { findUserRecord } from '../user/find-user';
import { accountOf } from '../user/users-repository';

/** One account as its owner sees it, and whether it is disabled. */
export async function getAdminUser(
  { db }: Pick<UseCaseDeps, 'db'>,
  { id }: { id: string },
): Promise<AdminUserDetail> {
  const row = await accountOf(db, id);
  const user = row && (await findUserRecord(db, row.email));
  if (!row || !user) throw notFound('User');
  return { ...user, disabled: row.banned === true };
}
