import { z } from 'zod';
import { siteStatsSchema } from '@skillmatch/shared/schemas/site';
import { publicStorySchema } from '@skillmatch/shared/schemas/stories';
import type { App } from '../../app-types';
import { approvedStories } from '../stories/approved-stories';
import { siteStats } from './site-stats';

/** /api/site: what the landing page shows everyone: numbers about the site, and success stories. */
export async function siteRoutes(app: App) {
  app.get(
    '/stats',
    {
      config: { access: 'public' },
      schema: {
        tags: ['site'],
        summary: 'Open jobs, companies hiring, offers made and open jobs per category',
        response: { 200: siteStatsSchema },
      },
    },
    () => siteStats(app),
  );

  app.get(
    '/stories',
    {
      config: { access: 'public' },
      schema: {
        tags: ['site'],
        summary: 'The newest approved success stories, for the landing page',
        response: { 200: z.array(publicStorySchema) },
      },
    },
    () => approvedStories(app),
  );
}
