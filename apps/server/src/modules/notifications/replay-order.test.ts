import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { App } from '../../app-types';
import { signUp, type TestAccount } from '../../../test/accounts';
import { createTestApp } from '../../../test/test-app';

const WRITERS = 8;
const EACH = 15;

/**
 * Eight writers on two processes notify one person at once, each transaction committing after a random
 * pause, while the person's browser drops its stream every dozen or so events and reconnects with
 * Last-Event-ID: every notification arrives exactly once.
 */
describe('replay after reconnect under concurrent writers', () => {
  let first: App;
  let second: App;
  let sam: TestAccount;
  let port: number;

  beforeAll(async () => {
    first = await createTestApp();
    second = await buildApp({ config: first.config, database: first.database, logger: false });
    await second.listen({ port: 0, host: '127.0.0.1' });
    port = (second.server.address() as AddressInfo).port;
    sam = await signUp(first);
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  async function write(app: App, writer: number) {
    for (let index = 0; index < EACH; index++) {
      // Published once each transaction commits.
      await app.db.transaction(async (tx) => {
        await app.notifications.store(tx, [
          {
            userId: sam.id,
            kind: 'status',
            title: `Update ${writer}-${index}`,
            body: 'x',
            link: '/applications',
          },
        ]);
        // Commits in another order than the transactions began.
        await tx.execute(sql`select pg_sleep(${Math.random() * 0.02})`);
      });
    }
  }

  /**
   * Reads one connection's events until it has `enough`, or `have` of all are in; gives up at `deadline`
   * (an answer that never comes is a lost notification, and the test says so below).
   */
  async function readConnection(
    lastEventId: string | undefined,
    enough: number,
    have: number,
    deadline: AbortSignal,
  ) {
    const response = await fetch(`http://127.0.0.1:${port}/api/notifications/stream`, {
      headers: { cookie: sam.cookie, 'last-event-id': lastEventId },
      signal: deadline,
    });
    const reader = response.body!.getReader();
    const events: { id: string; title: string }[] = [];
    let buffer = '';
    try {
      while (events.length < enough && have + events.length < WRITERS * EACH) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += new TextDecoder().decode(value);
        const blocks = buffer.split('\n\n');
        buffer = blocks.pop() ?? '';
        for (const block of blocks) {
          if (!block.includes('event: notification')) continue;
          const id = /^id: (.+)$/m.exec(block)?.[1] ?? '';
          const data = JSON.parse(/^data: (.+)$/m.exec(block)?.[1] ?? '{}') as { title: string };
          events.push({ id, title: data.title });
        }
      }
    } catch {
      // The deadline passed.
    } finally {
      await reader.cancel().catch(() => undefined);
    }
    return events;
  }

  it('loses and repeats nothing', async () => {
    const received: string[] = [];
    // Sam had none before: the first connection asks for everything after number 0, so it also gets
    // what committed before it was open.
    let lastEventId = '0';
    const deadline = AbortSignal.timeout(60_000);
    const writing = Promise.all(
      Array.from({ length: WRITERS }, (_, writer) => write(writer % 2 === 0 ? first : second, writer)),
    );
    while (received.length < WRITERS * EACH && !deadline.aborted) {
      const events = await readConnection(lastEventId, 12 + (received.length % 6), received.length, deadline);
      for (const event of events) received.push(event.title);
      lastEventId = events.at(-1)?.id ?? lastEventId;
    }
    await writing;
    expect(received.length - new Set(received).size).toBe(0);
    expect(new Set(received).size).toBe(WRITERS * EACH);
  }, 120_000);
});
