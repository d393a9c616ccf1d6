import type { App } from '../../app-types';
import { companyPageRoutes } from './company-page.routes';
import { teamRoutes } from './team.routes';

/** /api/companies: each part of the employers' API in its own routes file (the page, the hiring team). */
export async function companiesRoutes(app: App) {
  companyPageRoutes(app);
  await teamRoutes(app);
}
