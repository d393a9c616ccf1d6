import { lt, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './client';

/**
 * Deletes the rows of `table` whose `column` is before `before`, in the caller's transaction; how many
 * went (the hourly purge of change logs and kept submissions).
 */
export async function deleteBefore(
  db: Database,
  table: PgTable,
  column: PgColumn,
  before: SQL,
): Promise<number> {
  const gone = await db.delete(table).where(lt(column, before)).returning({ at: column });
  return gone.length;
}
