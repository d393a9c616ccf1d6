import type { App } from '../../app-types';

export async function adminDashboardRoutes(app: App) {
  void app;
}
