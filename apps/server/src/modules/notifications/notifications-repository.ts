import { inArray, sql } from 'drizzle-orm';
import type { Database } from '@skillmatch/db/client';
import { notifications } from '@skillmatch/db/schema/notifications';
import { personColumns } from '../user/users-repository';
import { byPerson, type NewNotification, type NotificationRow } from './notifications';

/*
 * The notifications table's queries that other modules ask for, beside `NotificationCentre` (which stores
 * and publishes). A module outside `modules/notifications/` calls these rather than import the table (the
 * lint rule `project/table-homes`, docs/ARCHITECTURE.md "Tables").
 */

/**
 * Stores match notifications of a job, those of people already told of it left out (the key on person,
 * job and kind), in the caller's transaction; the rows stored. The caller publishes them
 * (`NotificationCentre.publishAfterCommit`).
 */
export function storeNewMatches(
  db: Database,
  list: (NewNotification & { kind: 'match'; jobId: string })[],
): Promise<NotificationRow[]> {
  // In person order, as every insert of notifications (`NotificationCentre.store`).
  return db
    .insert(notifications)
    .values(list.toSorted(byPerson))
    .onConflictDoNothing({
      target: [notifications.userId, notifications.jobId, notifications.kind],
      where: sql`${notifications.kind} = 'match'`,
    })
    .returning();
}

/** These notifications (those not deleted since), each with its person's name and address. */
export function notificationsWithPerson(db: Database, ids: readonly string[]) {
  return db
    .select({ notification: notifications, ...personColumns(notifications.userId) })
    .from(notifications)
    .where(inArray(notifications.id, [...ids]));
}
