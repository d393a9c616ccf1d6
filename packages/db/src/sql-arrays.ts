import { sql } from 'drizzle-orm';

/** `values` as PostgreSQL's text form of an array, each quoted. */
export const arrayLiteral = (values: readonly string[]) =>
  `{${values.map((value) => `"${value.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;

/** `values` as one array parameter of `type` (one bound value, however many there are). */
export const arrayOf = (values: readonly string[], type: 'uuid' | 'text' | 'timestamptz') =>
  sql`${arrayLiteral(values)}::${sql.raw(type)}[]`;
