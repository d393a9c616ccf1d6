import { EventEmitter } from 'node:events';
import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, DatabaseHandle } from '@skillmatch/db/client';
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
/** At most this many missed notifications are replayed to a reconnecting stream; the bell lists the rest. */
const REPLAYED = 100;

/** The NOTIFY channel on which processes tell each other of stored notifications. */
const CHANNEL = 'skillmatch_notifications';
/** Entries per NOTIFY: PostgreSQL's payload limit is 8,000 bytes; an entry is about 75. */
const ENTRIES_PER_MESSAGE = 80;

/**
 * Stored notifications, and their live delivery to open streams (server-sent events) in every process.
 * Writers store rows inside their own transaction and `publish` them after it commits: the rows' ids go
 * out by NOTIFY, and each process reads and pushes the ones whose person has a stream open on it.
 */
export class NotificationCentre {
  private readonly live = new EventEmitter().setMaxListeners(0);
  private readonly db: Database;
  private unlisten: (() => Promise<void>) | undefined;

  constructor(
    private readonly database: DatabaseHandle,
    private readonly log: Pick<FastifyBaseLogger, 'error'>,
  ) {
    this.db = database.db;
  }

  /** Starts hearing other processes' notifications. */
  async start(): Promise<void> {
    this.unlisten = await this.database.listen(CHANNEL, (payload) => {
      this.deliver(payload).catch((error: unknown) =>
        this.log.error({ err: error }, 'delivering live notifications failed'),
      );
    });
  }

  async stop(): Promise<void> {
    await this.unlisten?.();
    this.unlisten = undefined;
  }

  /**
   * Tells every process of committed notifications, for their people's open streams. A failure costs
   * only the live push (the bell lists them from the table): it is logged, not thrown.
   */
  async publish(rows: NotificationRow[]): Promise<void> {
    try {
      for (let start = 0; start < rows.length; start += ENTRIES_PER_MESSAGE) {
        const entries = rows.slice(start, start + ENTRIES_PER_MESSAGE).map((row) => [row.userId, row.id]);
        await this.database.executeSql('select pg_notify($1, $2)', [CHANNEL, JSON.stringify(entries)]);
      }
    } catch (error) {
      this.log.error({ err: error }, 'publishing live notifications failed');
    }
  }

  /** Pushes the announced notifications whose person has a stream open in this process. */
  private async deliver(payload: string): Promise<void> {
    const entries = JSON.parse(payload) as [userId: string, id: string][];
    const wanted = entries.filter(([userId]) => this.live.listenerCount(userId) > 0).map(([, id]) => id);
    if (wanted.length === 0) return;
    const rows = await this.db.select().from(notifications).where(inArray(notifications.id, wanted));
    const order = new Map(wanted.map((id, index) => [id, index]));
    rows.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
    for (const row of rows) this.live.emit(row.userId, presentNotification(row));
  }

  /** Calls `listener` with each new notification for `userId` until the returned function is called. */
  subscribe(userId: string, listener: (notification: Notification) => void): () => void {
    this.live.on(userId, listener);
    return () => this.live.off(userId, listener);
  }

  /** The person's notifications stored after the one with id `lastId`, oldest first (a stream's replay). */
  async since(userId: string, lastId: string): Promise<Notification[]> {
    if (!z.uuid().safeParse(lastId).success) return [];
    const rows = await this.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, userId),
          sql`(${notifications.createdAt}, ${notifications.id}) >
              (select created_at, id from notifications where id = ${lastId} and user_id = ${userId})`,
        ),
      )
      .orderBy(asc(notifications.createdAt), asc(notifications.id))
      .limit(REPLAYED);
    return rows.map(presentNotification);
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
