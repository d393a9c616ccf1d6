import type { App } from '../../app-types';

export async function adminUsersRoutes(app: App) {
  void app;
}
