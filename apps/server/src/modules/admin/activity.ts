import { desc } from 'drizzle-orm';
import { activityIn } from '../../access/back-office';
import type { BackOfficeScope } from '../../access/company-access';
import type { Database } from '@skillmatch/db/client';
import { activityLog, type NewActivity } from '@skillmatch/db/schema/activity-log';
import type { ActivityEntry, ActivityKind } from '@skillmatch/shared/schemas/admin';
import type { UseCaseDeps } from '../../app-types';

/** Who did something: the signed-in person, by id and name as they are now. */
export interface Actor {
  id: string;
  name: string;
}

export interface Activity {
  kind: ActivityKind;
  actor: Actor | null;
  summary: string;
  link: string | null;
  /** The company it happened in (its team sees it); none for what concerns the whole site. */
  companyId?: string | null;
}

/**
 * Records what happened for the admin dashboard. Call it with the transaction that makes the change, so
 * the entry exists exactly when the change does.
 */
export async function recordActivity(db: Database, ...entries: Activity[]): Promise<void> {
  if (entries.length === 0) return;
  await db.insert(activityLog).values(
    entries.map((entry): NewActivity => ({
      kind: entry.kind,
      actorId: entry.actor?.id ?? null,
      actorName: entry.actor?.name ?? null,
      summary: entry.summary,
      link: entry.link,
      companyId: entry.companyId ?? null,
    })),
  );
}

/** The newest entries the viewer's scope covers first: the site's for the operator, a company's for its team. */
export async function recentActivity(
  { db }: Pick<UseCaseDeps, 'db'>,
  { scope, limit }: { scope: BackOfficeScope; limit: number },
): Promise<{ items: ActivityEntry[] }> {
  const rows = await db
    .select()
    .from(activityLog)
    .where(activityIn(scope))
    .orderBy(desc(activityLog.createdAt))
    .limit(limit);
  const items = rows.map((row): ActivityEntry => ({
    id: row.id,
    kind: row.kind as ActivityKind,
    actor: row.actorId ? { id: row.actorId, name: row.actorName ?? '' } : null,
    summary: row.summary,
    link: row.link,
    createdAt: row.createdAt.toISOString(),
  }));
  return { items };
}
