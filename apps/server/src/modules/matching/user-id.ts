import { sql } from 'drizzle-orm';
import type { Database } from '@skillmatch/db/client';
import { users } from '@skillmatch/db/schema/auth';

/** The id of the account with this email (case-insensitive), if any. */
export async function userIdByEmail(db: Database, email: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`);
  return row?.id;
}
