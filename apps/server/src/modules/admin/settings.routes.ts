import {
  changeSiteSettingsSchema,
  emailChoicesSchema,
  replaceSiteSettingsSchema,
  siteSettingsSchema,
} from '@skillmatch/shared/schemas/settings';
import type { App } from '../../app-types';
import { errorAnswers } from '../../errors';
import { readEmailChoices, saveEmailChoices } from '../settings/email-choices';
import { readSiteSettings } from '../settings/read-site-settings';
import { saveSiteSettings } from '../settings/save-site-settings';

const errors = errorAnswers(400, 401, 403);

/**
 * /api/admin/settings: the platform settings; every page reads their public part in GET /api/session.
 * /api/admin/email-choices: the signed-in administrator's own email choices.
 */
export async function adminSettingsRoutes(app: App) {
  app.get(
    '/settings',
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
      return readSiteSettings(app);
    },
  );

  app.put(
    '/settings',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Replace the platform settings (all of them; job review kept when left out)',
        body: replaceSiteSettingsSchema,
        response: { 200: siteSettingsSchema, ...errors },
      },
    },
    async (request) => saveSiteSettings(app, { actor: request.viewer, settings: request.body }),
  );

  app.patch(
    '/settings',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Change some platform settings, such as job review (`jobModeration`: none, first, all)',
        body: changeSiteSettingsSchema,
        response: { 200: siteSettingsSchema, ...errors },
      },
    },
    async (request) => saveSiteSettings(app, { actor: request.viewer, settings: request.body }),
  );

  app.get(
    '/email-choices',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Your email choices: how you hear of new applicants',
        response: { 200: emailChoicesSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return readEmailChoices(app, { userId: request.viewer.id });
    },
  );

  app.put(
    '/email-choices',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Change your email choices: an email per new applicant, a daily summary, or none',
        body: emailChoicesSchema,
        response: { 200: emailChoicesSchema, ...errors },
      },
    },
    async (request) => saveEmailChoices(app, { userId: request.viewer.id, choices: request.body }),
  );
}
