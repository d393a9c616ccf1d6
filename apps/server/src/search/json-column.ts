import { sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * A text array column read as JSON: the driver parses JSON natively, where a PostgreSQL array is parsed
 * character by character in JavaScript, a tenth of an index build's time at a million jobs of skills.
 */
export const asJson = (column: PgColumn, name: string) => sql<string[]>`to_json(${column})`.as(name);
