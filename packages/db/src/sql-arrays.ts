import { sql } from 'drizzle-orm';

/** `values` as one array parameter of `type` (one bound value, however many there are). */
export const arrayOf = (values: readonly string[], type: 'uuid' | 'text' | 'timestamptz') =>
  sql`${`{${values.map((value) => `"${value.replace(/["\\]/g, '\\$&')}"`).join(',')}}`}::${sql.raw(type)}[]`;
