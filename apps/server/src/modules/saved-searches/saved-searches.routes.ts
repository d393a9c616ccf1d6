import { z } from 'zod';
import {
  alertLinkQuerySchema,
  alertLinkUpdateSchema,
  alertLinkViewSchema,
  createGuestAlertSchema,
  createSavedSearchSchema,
  savedSearchIdParamsSchema,
  savedSearchSchema,
  savedSearchesResponseSchema,
  updateSavedSearchSchema,
} from '@skillmatch/shared/schemas/saved-searches';
import type { App } from '../../app-types';
import { errorAnswers, notFound } from '../../errors';
import { validAlertToken } from './alert-links';
import { confirmGuestAlert, createGuestAlert } from './guest-alerts';
import {
  alertOf,
  createSavedSearch,
  deleteSavedSearch,
  getSavedSearch,
  listSavedSearches,
  updateSavedSearch,
} from './manage-alerts';

const errors = errorAnswers(400, 401, 403, 404);
const deletedSchema = z.object({ deleted: z.literal(true) });

/** /api/saved-searches: a person's job alerts, and what an alert's emailed link may do signed out. */
export async function savedSearchesRoutes(app: App) {
  // A mail client's one-click unsubscribe posts a form (RFC 8058); its body says nothing the URL does not.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, _body, done) => done(null, {}),
  );

  app.get(
    '',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['job alerts'],
        summary: 'Your job alerts, newest first, each with its last sending and the latest jobs it sent',
        response: { 200: savedSearchesResponseSchema, ...errors },
      },
    },
    async (request) => listSavedSearches(app, { userId: request.viewer.id }),
  );

  app.post(
    '',
    {
      config: { access: 'signedIn', idempotent: true },
      schema: {
        tags: ['job alerts'],
        summary:
          'Save a search as a job alert: the job list’s filters (as GET /api/jobs takes them), instant, daily or weekly, optionally a minimum match',
        body: createSavedSearchSchema,
        response: { 201: z.object({ id: z.string() }), ...errors },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return createSavedSearch(app, { userId: request.viewer.id, input: request.body });
    },
  );

  app.get(
    '/:id',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['job alerts'],
        summary: 'One of your job alerts',
        params: savedSearchIdParamsSchema,
        response: { 200: savedSearchSchema, ...errors },
      },
    },
    async (request) => getSavedSearch(app, { userId: request.viewer.id, id: request.params.id }),
  );

  app.patch(
    '/:id',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['job alerts'],
        summary: 'Rename a job alert, change how often it comes or its minimum match, pause or resume it',
        params: savedSearchIdParamsSchema,
        body: updateSavedSearchSchema,
        response: { 200: savedSearchSchema, ...errors },
      },
    },
    async (request) =>
      updateSavedSearch(app, { userId: request.viewer.id, id: request.params.id, input: request.body }),
  );

  app.delete(
    '/:id',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['job alerts'],
        summary: 'Delete a job alert',
        params: savedSearchIdParamsSchema,
        response: { 200: deletedSchema, ...errors },
      },
    },
    async (request) => deleteSavedSearch(app, { userId: request.viewer.id, id: request.params.id }),
  );

  /** The alert a signed link is for; a link signed for another alert, or not by us, finds nothing. */
  const linked = async (id: string, token: string) => {
    const alert = await alertOf(app.db, id);
    if (!validAlertToken(app.config.authSecret, 'manage', alert.id, token)) throw notFound('Job alert');
    return alert;
  };
  const linkView = (alert: { id: string; name: string; frequency: string; paused: boolean }) => ({
    id: alert.id,
    name: alert.name,
    frequency: alert.frequency as 'instant' | 'daily' | 'weekly',
    paused: alert.paused,
  });

  app.get(
    '/:id/link',
    {
      config: { access: 'public' },
      schema: {
        tags: ['job alerts'],
        summary: 'The job alert an email’s signed link manages (no sign-in)',
        params: savedSearchIdParamsSchema,
        querystring: alertLinkQuerySchema,
        response: { 200: alertLinkViewSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return linkView(await linked(request.params.id, request.query.token));
    },
  );

  app.patch(
    '/:id/link',
    {
      config: { access: 'public' },
      schema: {
        tags: ['job alerts'],
        summary: 'Pause, resume or change how often a job alert comes, from its email’s signed link',
        params: savedSearchIdParamsSchema,
        querystring: alertLinkQuerySchema,
        body: alertLinkUpdateSchema,
        response: { 200: alertLinkViewSchema, ...errors },
      },
    },
    async (request) => {
      const alert = await linked(request.params.id, request.query.token);
      return linkView(await updateSavedSearch(app, { userId: undefined, id: alert.id, input: request.body }));
    },
  );

  app.delete(
    '/:id/link',
    {
      config: { access: 'public' },
      schema: {
        tags: ['job alerts'],
        summary: 'Delete a job alert from its email’s signed link',
        params: savedSearchIdParamsSchema,
        querystring: alertLinkQuerySchema,
        response: { 200: deletedSchema, ...errors },
      },
    },
    async (request) => {
      const alert = await linked(request.params.id, request.query.token);
      return deleteSavedSearch(app, { userId: undefined, id: alert.id });
    },
  );

  app.post(
    '/:id/unsubscribe',
    {
      config: { access: 'public' },
      schema: {
        tags: ['job alerts'],
        summary: 'One-click unsubscribe (RFC 8058): stops this job alert only',
        params: savedSearchIdParamsSchema,
        querystring: alertLinkQuerySchema,
        response: { 200: alertLinkViewSchema, ...errors },
      },
    },
    async (request) => {
      const alert = await linked(request.params.id, request.query.token);
      return linkView(
        await updateSavedSearch(app, { userId: undefined, id: alert.id, input: { paused: true } }),
      );
    },
  );

  app.post(
    '/guest',
    {
      config: { access: 'public', rateLimit: { name: 'job-alerts', window: 60, max: 5 }, idempotent: true },
      schema: {
        tags: ['job alerts'],
        summary:
          'Subscribe an email address to new jobs (a search, or every job): nothing is sent before its emailed link confirms it',
        body: createGuestAlertSchema,
        response: { 201: z.object({ id: z.string() }), ...errorAnswers(400, 429) },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return createGuestAlert(app, { input: request.body });
    },
  );

  app.post(
    '/:id/confirm',
    {
      config: { access: 'public' },
      schema: {
        tags: ['job alerts'],
        summary: 'Confirm a visitor’s job alert from its emailed link (double opt-in)',
        params: savedSearchIdParamsSchema,
        querystring: alertLinkQuerySchema,
        response: { 200: alertLinkViewSchema, ...errors },
      },
    },
    async (request) => {
      const alert = await alertOf(app.db, request.params.id);
      if (!validAlertToken(app.config.authSecret, 'confirm', alert.id, request.query.token)) {
        throw notFound('Job alert');
      }
      await confirmGuestAlert(app, { id: alert.id });
      return linkView(alert);
    },
  );
}
