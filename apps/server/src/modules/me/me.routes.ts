import type { App } from '../../app-types';
import { accountRoutes } from '../user/account-routes';

/**
 * /api/me: the signed-in person's own account (record, profile, skills, resume, export, deletion), the
 * session deciding whose. The same calls as /api/user/:email, without an address in the URL.
 */
export async function meRoutes(app: App) {
  accountRoutes(app, 'session');
}
