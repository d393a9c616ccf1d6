import { and, asc, count, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@skillmatch/db/client';
import { sessions, users } from '@skillmatch/db/schema/auth';
import {
  ADMIN_USER_MESSAGES,
  type AdminUserDetail,
  type AdminUsers,
  type AdminUserSummary,
  type AdminUserUpdate,
} from '@skillmatch/shared/schemas/admin';
import type { UserRole } from '@skillmatch/shared/constants';
import type { UseCaseDeps } from '../../app-types';
import { conflict, notFound } from '../../errors';
import { getDbUser } from '../user/get-db-user';
import { recordActivity, type Activity, type Actor } from './activity';

export interface AdminUsersQuery {
  q?: string | undefined;
  role?: UserRole | undefined;
  status?: 'active' | 'disabled' | undefined;
  page: number;
  pageSize: number;
}

// `banned` is nullable (better-auth's column): anything but true is enabled.
const isDisabled = eq(users.banned, true);
const isEnabled = or(isNull(users.banned), eq(users.banned, false))!;

/** The text as a LIKE pattern that matches it anywhere, its own % and _ taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

const summaryColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  role: users.role,
  banned: users.banned,
  createdAt: users.createdAt,
  // Written out: Drizzle leaves a one-table select's columns unqualified, and "id" would mean the application's.
  applications: sql<number>`(select count(*) from applications a where a.user_id = users.id)::int`,
};

type SummaryRow = {
  id: string;
  name: string;
  email: string;
  role: string;
  banned: boolean | null;
  createdAt: Date;
  applications: number;
};

function presentSummary(row: SummaryRow): AdminUserSummary {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role === 'admin' ? 'admin' : 'user',
    disabled: row.banned === true,
    createdAt: row.createdAt.toISOString(),
    applications: row.applications,
  };
}

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

async function userSummary(db: Database, id: string): Promise<AdminUserSummary> {
  const [row] = await db.select(summaryColumns).from(users).where(eq(users.id, id));
  if (!row) throw notFound('User');
  return presentSummary(row);
}

/** One account as its owner sees it, and whether it is disabled. */
export async function getAdminUser(
  { db }: Pick<UseCaseDeps, 'db'>,
  { id }: { id: string },
): Promise<AdminUserDetail> {
  const [row] = await db
    .select({ email: users.email, banned: users.banned })
    .from(users)
    .where(eq(users.id, id));
  const user = row && (await getDbUser(db, row.email));
  if (!row || !user) throw notFound('User');
  return { ...user, disabled: row.banned === true };
}

/**
 * An administrator changes someone's role or disables or enables their account. Every enabled
 * administrator's row is locked before the rule is checked, so two demotions at once cannot both see
 * the other administrator and leave nobody. Disabling ends the person's sessions in the same transaction.
 */
export async function updateAdminUser(
  { db }: Pick<UseCaseDeps, 'db'>,
  { actor, id, change }: { actor: Actor; id: string; change: AdminUserUpdate },
): Promise<AdminUserSummary> {
  await db.transaction(async (tx) => {
    const mayRemoveAnAdmin = change.role === 'user' || change.disabled === true;
    // Locked in id order, always before the target's row, so concurrent changes cannot deadlock.
    const enabledAdmins = mayRemoveAnAdmin
      ? await tx
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.role, 'admin'), isEnabled))
          .orderBy(asc(users.id))
          .for('update')
      : [];
    const [target] = await tx
      .select({ id: users.id, name: users.name, role: users.role, banned: users.banned })
      .from(users)
      .where(eq(users.id, id))
      .for('update');
    if (!target) throw notFound('User');

    const wasDisabled = target.banned === true;
    const roleChanges = change.role !== undefined && change.role !== target.role;
    const disabledChanges = change.disabled !== undefined && change.disabled !== wasDisabled;
    if (change.disabled === true && target.id === actor.id) throw conflict(ADMIN_USER_MESSAGES.disableSelf);
    const isEnabledAdmin = target.role === 'admin' && !wasDisabled;
    const removesAdmin =
      isEnabledAdmin && ((roleChanges && change.role === 'user') || (disabledChanges && change.disabled));
    if (removesAdmin && !enabledAdmins.some((admin) => admin.id !== target.id)) {
      throw conflict(ADMIN_USER_MESSAGES.lastAdmin);
    }
    if (!roleChanges && !disabledChanges) return;

    await tx
      .update(users)
      .set({
        ...(roleChanges ? { role: change.role } : {}),
        ...(disabledChanges
          ? change.disabled
            ? { banned: true }
            : { banned: false, banReason: null, banExpires: null }
          : {}),
        updatedAt: new Date(),
      })
      .where(eq(users.id, id));
    if (disabledChanges && change.disabled) {
      // Sessions are looked up in the database on every request: the person is signed out at once.
      await tx.delete(sessions).where(eq(sessions.userId, id));
    }

    const link = `/admin/users/${id}`;
    const entries: Activity[] = [];
    if (roleChanges) {
      const becomes = change.role === 'admin' ? 'an administrator' : 'a job seeker';
      entries.push({
        kind: 'user.role-changed',
        actor,
        summary: `${actor.name} made ${target.name} ${becomes}`,
        link,
      });
    }
    if (disabledChanges) {
      entries.push(
        change.disabled
          ? { kind: 'user.disabled', actor, summary: `${actor.name} disabled ${target.name}`, link }
          : { kind: 'user.enabled', actor, summary: `${actor.name} enabled ${target.name}`, link },
      );
    }
    await recordActivity(tx, ...entries);
  });
  return userSummary(db, id);
}
