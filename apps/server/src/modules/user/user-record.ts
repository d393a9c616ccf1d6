import type { UserRecord } from '@skillmatch/shared/schemas/user';
import type { UseCaseDeps } from '../../app-types';
import { notFound } from '../../errors';
import { findUserRecord } from './find-user';

/** The user record (docs/product.md, "Records") for an email; 404 when there is none. */
export async function userRecord(
  { db }: Pick<UseCaseDeps, 'db'>,
  { email }: { email: string },
): Promise<UserRecord> {
  const user = await findUserRecord(db, email);
  if (!user) throw notFound('User');
  return user;
}
