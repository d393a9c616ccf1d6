import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '@skillmatch/db/client';

/** The NOTIFY channel on which the database tells every process of ended sessions and changed access. */
const CHANNEL = 'skillmatch_sessions';
/** Open live streams one account may hold in one process: a tab each, and then some. */
export const STREAMS_PER_ACCOUNT = 10;
/** setTimeout's longest delay; a session lives a week, so this only guards the arithmetic. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

export interface OpenStream {
  userId: string;
  sessionId: string;
  expiresAt: Date;
  close: () => void;
}

/**
 * The live notification streams open in this process, each tied to the session that opened it. A stream
 * ends when its session does, in any process: the database announces ended sessions (sign-out, a new
 * password, disabling, the expiry purge) and people whose role or access changed (migration 0017), and
 * a stream also ends by itself when its session expires. A person whose access changed reconnects and is
 * checked again.
 */
export class OpenStreams {
  private readonly byUser = new Map<string, Set<OpenStream>>();
  private unlisten: (() => Promise<void>) | undefined;

  constructor(
    private readonly database: DatabaseHandle,
    private readonly log: Pick<FastifyBaseLogger, 'error'>,
  ) {}

  async start(): Promise<void> {
    this.unlisten = await this.database.listen(CHANNEL, (payload) => this.ended(payload));
  }

  /** Closes every stream (the server is closing) and stops hearing the database. */
  async stop(): Promise<void> {
    for (const streams of this.byUser.values()) for (const stream of streams) stream.close();
    await this.unlisten?.();
    this.unlisten = undefined;
  }

  /**
   * Registers a stream; the returned function forgets it (call it when the stream closes). Null when the
   * account already holds its share of streams here.
   */
  open(stream: OpenStream): (() => void) | null {
    const streams = this.byUser.get(stream.userId) ?? new Set();
    if (streams.size >= STREAMS_PER_ACCOUNT) return null;
    streams.add(stream);
    this.byUser.set(stream.userId, streams);
    const expiry = setTimeout(
      stream.close,
      Math.min(LONGEST_TIMER_MS, Math.max(0, stream.expiresAt.getTime() - Date.now())),
    );
    expiry.unref();
    return () => {
      clearTimeout(expiry);
      streams.delete(stream);
      if (streams.size === 0 && this.byUser.get(stream.userId) === streams) this.byUser.delete(stream.userId);
    };
  }

  private ended(payload: string): void {
    try {
      const { sessions = [], users = [] } = JSON.parse(payload) as { sessions?: string[]; users?: string[] };
      for (const userId of users) for (const stream of this.byUser.get(userId) ?? []) stream.close();
      if (sessions.length === 0) return;
      const ended = new Set(sessions);
      for (const streams of this.byUser.values()) {
        for (const stream of streams) if (ended.has(stream.sessionId)) stream.close();
      }
    } catch (error) {
      this.log.error({ err: error }, 'closing the streams of ended sessions failed');
    }
  }
}
