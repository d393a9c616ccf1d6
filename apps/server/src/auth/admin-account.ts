import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '@skillmatch/db/client';
import { users } from '@skillmatch/db/schema/auth';
import type { Auth } from './auth';

export type AdminBootstrap =
  | { outcome: 'exists' }
  | { outcome: 'email-taken'; email: string }
  | { outcome: 'created'; email: string; password: string; passwordFromConfig: boolean };

/**
 * First start: when nobody is an administrator, create ADMIN_EMAIL with ADMIN_PASSWORD when the operator
 * set one, else a random password (never a fixed one). An existing account with that email is not
 * promoted silently.
 */
export async function ensureAdminAccount(
  db: Database,
  auth: Auth,
  email: string,
  configuredPassword?: string,
): Promise<AdminBootstrap> {
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(1);
  if (admin) return { outcome: 'exists' };
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email))
    .limit(1);
  if (taken) return { outcome: 'email-taken', email };

  const password = configuredPassword ?? randomBytes(18).toString('base64url');
  const context = await auth.$context;
  const hash = await context.password.hash(password);
  const user = await context.internalAdapter.createUser(
    {
      email,
      name: 'Administrator',
      emailVerified: true,
      role: 'admin',
    },
    { method: 'admin' },
  );
  await context.internalAdapter.linkAccount({
    userId: user.id,
    providerId: 'credential',
    accountId: user.id,
    password: hash,
  });
  return { outcome: 'created', email, password, passwordFromConfig: configuredPassword !== undefined };
}

/** `npm run admin -- --email x@y`: makes an existing account an administrator. */
export async function promoteToAdmin(db: Database, email: string): Promise<boolean> {
  const promoted = await db
    .update(users)
    .set({ role: 'admin', updatedAt: new Date() })
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()))
    .returning({ id: users.id });
  return promoted.length > 0;
}
