import type { App } from '../../app-types';
import { companyPageRoutes } from './company-page.routes';

/** /api/companies: the company page (`company-page.routes.ts`). */
export async function companiesRoutes(app: App) {
  companyPageRoutes(app);
}
