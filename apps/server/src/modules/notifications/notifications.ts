import { EventEmitter } from 'node:events';
import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyBaseLogger } from 'fastify';
import { afterCommit } from '@skillmatch/db/after-commit';
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

/** Notifications in person order: each row locks its person until commit, so every insert takes them in one order. */
export const byPerson = (a: { userId: string }, b: { userId: string }) =>
  a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0;

/** How many items the bell lists. */
const LATEST = 10;
/** At most this many missed notifications are replayed to a reconnecting stream; the bell lists the rest. */
const REPLAYED = 100;

/** A notification as a live stream sends it: with its place in the person's commit order. */
export interface LiveNotification {
  seq: number;
  notification: Notification;
}

/** The NOTIFY channel on which processes tell each other of stored notifications. */
const CHANNEL = 'skillmatch_notifications';
/** Entries per NOTIFY: PostgreSQL's payload limit is 8,000 bytes; an entry is about 75. */
const ENTRIES_PER_MESSAGE = 80;

/**
 * Stored notifications, and their live delivery to open streams (server-sent events) in every process.
 * Writers `store` rows inside their own transaction, and they are published once it commits: the rows'
 * ids go out by NOTIFY, and each process reads and pushes the ones whose person has a stream open on it.
 */
export class NotificationCentre {
  private readonly live = new EventEmitter().setMaxListeners(0);
  private readonly db: Database;
  private unlisten: (() => Promise<void>) | undefined;
  /** Deliveries one after another: each reads the database, and must not overtake the one before. */
  private delivering: Promise<void> = Promise.resolve();

  constructor(
    private readonly database: DatabaseHandle,
    private readonly log: Pick<FastifyBaseLogger, 'error'>,
  ) {
    this.db = database.db;
  }

  /** Starts hearing other processes' notifications. */
  async start(): Promise<void> {
    this.unlisten = await this.database.listen(CHANNEL, (payload) => {
      this.delivering = this.delivering
        .then(() => this.deliver(payload))
        .catch((error: unknown) => this.log.error({ err: error }, 'delivering live notifications failed'));
    });
  }

  async stop(): Promise<void> {
    await this.unlisten?.();
    this.unlisten = undefined;
  }

  /**
   * Stores notifications in `db`'s transaction and publishes them once it commits (nothing when it rolls
   * back). In person order: each row locks its person until commit (migration 0017), and one order
   * everywhere cannot deadlock; a stable sort, so rows of one person keep the caller's order.
   */
  async store(db: Database, list: NewNotification[]): Promise<NotificationRow[]> {
    const ordered = list.toSorted(byPerson);
    if (ordered.length === 0) return [];
    const rows = await db.insert(notifications).values(ordered).returning();
    await this.publishAfterCommit(db, rows);
    return rows;
  }

  /** Publishes rows stored through `db` once its transaction commits (at once outside a transaction). */
  async publishAfterCommit(db: Database, rows: NotificationRow[]): Promise<void> {
    if (rows.length > 0) await afterCommit(db, () => this.publish(rows));
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
    rows.sort((a, b) => a.seq - b.seq);
    for (const row of rows)
      this.live.emit(row.userId, { seq: row.seq, notification: presentNotification(row) });
  }

  /** Calls `listener` with each new notification for `userId` until the returned function is called. */
  subscribe(userId: string, listener: (live: LiveNotification) => void): () => void {
    this.live.on(userId, listener);
    return () => this.live.off(userId, listener);
  }

  /**
   * The person's notifications committed after the stream's last event, oldest first (a stream's replay).
   * The last event is its number; a notification's id, as streams sent before numbers, is read as its number.
   */
  async since(userId: string, lastEventId: string): Promise<LiveNotification[]> {
    const after = /^\d{1,15}$/.test(lastEventId)
      ? sql`${Number(lastEventId)}`
      : z.uuid().safeParse(lastEventId).success
        ? sql`(select seq from notifications where id = ${lastEventId} and user_id = ${userId})`
        : undefined;
    if (!after) return [];
    const rows = await this.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), sql`${notifications.seq} > ${after}`))
      .orderBy(asc(notifications.seq))
      .limit(REPLAYED);
    return rows.map((row) => ({ seq: row.seq, notification: presentNotification(row) }));
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
