import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { afterCommit } from './after-commit';
import { openDatabase, type DatabaseHandle } from './client';

/** What a transaction promised to do once it committed: wake a worker, publish a notification. */
describe('work after commit', () => {
  let database: DatabaseHandle;
  const done: string[] = [];

  beforeAll(async () => {
    // An in-memory database (slow to start on a busy machine); these transactions touch no table.
    database = await openDatabase({ dataDir: undefined });
  }, 60_000);
  afterAll(() => database.close());

  it('runs once the transaction has committed, in order, before the transaction answers', async () => {
    done.length = 0;
    const answer = await database.db.transaction(async (tx) => {
      await afterCommit(tx, () => done.push('wake'));
      await afterCommit(tx, () => done.push('publish'));
      await tx.execute(sql`select 1`);
      expect(done).toEqual([]);
      return 'committed';
    });
    expect(answer).toBe('committed');
    expect(done).toEqual(['wake', 'publish']);
  });

  it('runs nothing when the transaction rolls back', async () => {
    done.length = 0;
    await expect(
      database.db.transaction(async (tx) => {
        await afterCommit(tx, () => done.push('wake'));
        throw new Error('the change fails');
      }),
    ).rejects.toThrow('the change fails');
    expect(done).toEqual([]);
  });

  it('keeps a released savepoint’s work for the commit and drops a rolled-back one’s', async () => {
    done.length = 0;
    await database.db.transaction(async (tx) => {
      await tx.transaction(async (kept) => {
        await afterCommit(kept, () => done.push('kept'));
      });
      await tx
        .transaction(async (dropped) => {
          await afterCommit(dropped, () => done.push('dropped'));
          throw new Error('the savepoint fails');
        })
        .catch(() => undefined);
      expect(done).toEqual([]);
    });
    expect(done).toEqual(['kept']);
  });

  it('runs at once outside a transaction, whose statement has committed', async () => {
    done.length = 0;
    await afterCommit(database.db, () => done.push('at once'));
    expect(done).toEqual(['at once']);
  });
});
