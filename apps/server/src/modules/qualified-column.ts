import { getTableName, is, sql, Column, type SQL } from 'drizzle-orm';

/**
 * A column of another table's query, qualified by its table's name, for a subquery that compares to it
 * (in a select list drizzle writes bare column names, which inside the subquery would be its own table's).
 * Anything else (already SQL) is used as it is.
 */
export const qualified = (column: Column | SQL): SQL =>
  is(column, Column)
    ? sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`
    : column;
