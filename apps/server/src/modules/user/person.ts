import { eq } from 'drizzle-orm';
import type { Database } from '@skillmatch/db/client';
import { users } from '@skillmatch/db/schema/auth';

/** An account's name and address by its id; null for none (no id, or the account was deleted). */
export async function personOf(
  db: Database,
  userId: string | null,
): Promise<{ name: string; email: string } | null> {
  if (!userId) return null;
  const [row] = await db
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}
