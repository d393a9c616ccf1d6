import { eq, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '@skillmatch/db/client';
import { users } from '@skillmatch/db/schema/auth';
import type { AdminUserSummary } from '@skillmatch/shared/schemas/admin';
import { notFound } from '../../errors';

// `banned` is nullable (better-auth's column): anything but true is enabled.
export const isDisabled = eq(users.banned, true);
export const isEnabled = or(isNull(users.banned), eq(users.banned, false))!;

export const summaryColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  role: users.role,
  banned: users.banned,
  createdAt: users.createdAt,
  // Written out: Drizzle leaves a one-table select's columns unqualified, and "id" would mean the application's.
  applications: sql<number>`(select count(*) from applications a where a.user_id = users.id)::int`,
  mailRefused: sql<boolean>`exists (select 1 from saved_searches s
    where s.user_id = users.id and s.paused_reason = 'bounced')`,
};

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
  const [row] = await db.select(summaryColumns).from(users).where(eq(users.id, id));
  if (!row) throw notFound('User');
  return presentSummary(row);
}
