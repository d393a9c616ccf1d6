import { z } from 'zod';
import { notificationListSchema } from '@skillmatch/shared/schemas/applications';
import { apiErrorSchema } from '@skillmatch/shared/schemas/errors';
import type { App } from '../../app-types';
import { requireUser } from '../../auth/guards';
import { notFound } from '../../errors';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };
/** A comment line this often keeps proxies from closing a quiet stream. */
const HEARTBEAT_MS = 25_000;

/** The bell: the latest notifications, marking them read, and a live stream of new ones. */
export async function notificationsRoutes(app: App) {
  // Open streams never finish by themselves: they end when the server begins to close.
  const streams = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const end of streams) end();
  });

  app.get(
    '/api/notifications',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Your latest notifications and how many are unread',
        response: { 200: notificationListSchema, ...errors },
      },
    },
    async (request) => app.notifications.list((await requireUser(request)).id),
  );

  app.post(
    '/api/notifications/:id/read',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Mark one of your notifications read',
        params: z.object({ id: z.uuid({ error: 'Notification not found' }) }),
        response: { 200: notificationListSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = await requireUser(request);
      if (!(await app.notifications.markRead(viewer.id, request.params.id))) throw notFound('Notification');
      return app.notifications.list(viewer.id);
    },
  );

  app.post(
    '/api/notifications/read-all',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Mark all your notifications read',
        response: { 200: notificationListSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = await requireUser(request);
      await app.notifications.markAllRead(viewer.id);
      return app.notifications.list(viewer.id);
    },
  );

  app.get(
    '/api/notifications/stream',
    { schema: { tags: ['notifications'], summary: 'New notifications as they happen (server-sent events)' } },
    async (request, reply) => {
      const viewer = await requireUser(request);
      reply.hijack();
      const stream = reply.raw;
      stream.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      stream.write('retry: 5000\n\n');
      const unsubscribe = app.notifications.subscribe(viewer.id, (notification) => {
        stream.write(`event: notification\ndata: ${JSON.stringify(notification)}\n\n`);
      });
      const heartbeat = setInterval(() => stream.write(': still here\n\n'), HEARTBEAT_MS);
      const end = () => {
        clearInterval(heartbeat);
        unsubscribe();
        streams.delete(end);
        stream.end();
      };
      streams.add(end);
      request.raw.on('close', end);
    },
  );
}
