import type { App } from '../../app-types';
import { teamRoutes } from './team.routes';

/** /api/companies: each part of the employers' API in its own routes file. */
export async function companiesRoutes(app: App) {
  await teamRoutes(app);
}
