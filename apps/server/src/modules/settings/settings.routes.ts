import { apiErrorSchema } from '@skillmatch/shared/schemas/errors';
import { siteSettingsSchema } from '@skillmatch/shared/schemas/settings';
import type { App } from '../../app-types';
import { readSiteSettings, saveSiteSettings } from './site-settings';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

/** The platform settings, for administrators; every page reads their public part in GET /api/session. */
export async function settingsRoutes(app: App) {
  app.get(
    '/api/admin/settings',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'The platform settings',
        response: { 200: siteSettingsSchema, ...errors },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      // From the row, not this process's copy: the form shows what is stored.
      return readSiteSettings(app.db);
    },
  );

  app.put(
    '/api/admin/settings',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Replace the platform settings (all of them)',
        body: siteSettingsSchema,
        response: { 200: siteSettingsSchema, ...errors },
      },
    },
    async (request) => {
      const admin = request.viewer;
      const saved = await saveSiteSettings(app.db, { id: admin.id, name: admin.name }, request.body);
      app.siteSettings.forget();
      return saved;
    },
  );
}
