import { EventEmitter } from 'node:events';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '@skillmatch/db/client';
import { notifications } from '@skillmatch/db/schema/notifications';
import type { Notification, NotificationList } from '@skillmatch/shared/schemas/applications';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotification = Pick<NotificationRow, 'userId' | 'title' | 'body' | 'link'> & {
  kind: Notification['kind'];
};

export function presentNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    kind: row.kind as Notification['kind'],
    title: row.title,
    body: row.body,
    link: row.link,
    read: row.readAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** How many items the bell lists. */
const LATEST = 10;

/**
 * Stored notifications, and their live delivery to this process's open streams (server-sent events).
 * Writers store rows inside their own transaction and `publish` them after it commits.
 */
export class NotificationCentre {
  private readonly live = new EventEmitter().setMaxListeners(0);

  constructor(private readonly db: Database) {}

  /** Sends stored notifications to their people's open streams. */
  publish(rows: NotificationRow[]): void {
    for (const row of rows) this.live.emit(row.userId, presentNotification(row));
  }

  /** Calls `listener` with each new notification for `userId` until the returned function is called. */
  subscribe(userId: string, listener: (notification: Notification) => void): () => void {
    this.live.on(userId, listener);
    return () => this.live.off(userId, listener);
  }

  async list(userId: string): Promise<NotificationList> {
    const rows = await this.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.createdAt))
      .limit(LATEST);
    const [unread] = await this.db
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
    return { items: rows.map(presentNotification), unread: unread?.n ?? 0 };
  }

  /** Marks one notification of the person read; false when they have none with that id. */
  async markRead(userId: string, id: string): Promise<boolean> {
    const rows = await this.db
      .update(notifications)
      .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
      .where(and(eq(notifications.userId, userId), eq(notifications.id, id)))
      .returning({ id: notifications.id });
    return rows.length > 0;
  }

  async markAllRead(userId: string): Promise<void> {
    await this.db
      .update(notifications)
      .set({ readAt: new Date() })
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  }
}
