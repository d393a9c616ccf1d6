import type { App } from '../../app-types';

export async function pipelineRoutes(app: App) {
  void app;
}
