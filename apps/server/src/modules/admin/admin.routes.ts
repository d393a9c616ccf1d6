import type { App } from '../../app-types';
import { adminUsersRoutes } from './admin-users.routes';
import { backOfficeJobsRoutes } from './back-office-jobs.routes';
import { adminCompaniesRoutes } from './companies.routes';
import { adminDashboardRoutes } from './dashboard.routes';
import { adminInboxRoutes } from './inbox.routes';
import { pipelineRoutes } from './pipeline.routes';
import { adminReviewRoutes } from './review.routes';
import { adminSettingsRoutes } from './settings.routes';
import { adminStoriesRoutes } from './stories.routes';

/** /api/admin: the back office, one routes file per part of it. */
export async function adminRoutes(app: App) {
  await app.register(adminDashboardRoutes);
  await app.register(pipelineRoutes);
  await app.register(adminUsersRoutes);
  await app.register(adminSettingsRoutes);
  await app.register(adminStoriesRoutes);
  await app.register(adminInboxRoutes);
  await app.register(adminReviewRoutes);
  await app.register(backOfficeJobsRoutes);
  await app.register(adminCompaniesRoutes);
}
