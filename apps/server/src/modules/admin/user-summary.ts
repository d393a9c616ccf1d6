import type { Database } from '@skillmatch/db/client';
import type { AdminUserSummary } from '@skillmatch/shared/schemas/admin';
import { notFound } from '../../errors';
import { accountSummary } from '../user/users-repository';

type SummaryRow = {
  id: string;
  name: string;
  email: string;
  role: string;
  banned: boolean | null;
  createdAt: Date;
  applications: number;
  mailRefused: boolean;
};

// `banned` is nullable (better-auth's column): anything but true is enabled.
export function presentSummary(row: SummaryRow): AdminUserSummary {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role === 'admin' ? 'admin' : 'user',
    disabled: row.banned === true,
    createdAt: row.createdAt.toISOString(),
    applications: row.applications,
    mailRefused: row.mailRefused,
  };
}

/** One account as the users list shows it. */
export async function userSummary(db: Database, id: string): Promise<AdminUserSummary> {
  const row = await accountSummary(db, id);
  if (!row) throw notFound('User');
  return presentSummary(row);
}
