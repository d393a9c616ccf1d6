import type { App } from '../../app-types';

export async function settingsRoutes(app: App) {
  void app;
}
