import { siteStatsSchema } from '@skillmatch/shared/schemas/site';
import type { App } from '../../app-types';
import { SiteStatsReader } from './site-stats';

/** Numbers about the whole site, for everyone. */
export async function siteRoutes(app: App) {
  const stats = new SiteStatsReader(app.db, app.searchIndex);
  app.get(
    '/api/site/stats',
    {
      config: { access: 'public' },
      schema: {
        tags: ['site'],
        summary: 'Open jobs, companies hiring, offers made and open jobs per category',
        response: { 200: siteStatsSchema },
      },
    },
    () => stats.read(),
  );
}
