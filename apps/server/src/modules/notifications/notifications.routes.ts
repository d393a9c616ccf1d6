import { z } from 'zod';
import { notificationListSchema, type Notification } from '@skillmatch/shared/schemas/applications';
import type { App } from '../../app-types';
import { errorAnswers } from '../../errors';
import { markAllRead } from './mark-all-read';
import { markRead } from './mark-read';

const errors = errorAnswers(400, 401, 404);
/** How long a browser waits before reconnecting a dropped stream. */
const RECONNECT_MS = 5000;

/** /api/notifications: the bell's latest notifications, marking them read, a live stream of new ones. */
export async function notificationsRoutes(app: App) {
  // Open streams never finish by themselves: they end when the server begins to close.
  const streams = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const end of streams) end();
  });

  app.get(
    '',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['notifications'],
        summary: 'Your latest notifications and how many are unread',
        response: { 200: notificationListSchema, ...errors },
      },
    },
    async (request) => app.notifications.list(request.viewer.id),
  );

  app.post(
    '/:id/read',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['notifications'],
        summary: 'Mark one of your notifications read',
        params: z.object({ id: z.uuid({ error: 'Notification not found' }) }),
        response: { 200: notificationListSchema, ...errors },
      },
    },
    async (request) => markRead(app, { userId: request.viewer.id, id: request.params.id }),
  );

  app.post(
    '/read-all',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['notifications'],
        summary: 'Mark all your notifications read',
        response: { 200: notificationListSchema, ...errors },
      },
    },
    async (request) => markAllRead(app, { userId: request.viewer.id }),
  );

  app.get(
    '/stream',
    {
      config: { access: 'signedIn' },
      sse: 'only',
      schema: {
        tags: ['notifications'],
        summary:
          'New notifications as they happen (server-sent events); after a reconnect, those missed since Last-Event-ID',
      },
    },
    async (request, reply) => {
      const { viewer } = request;
      reply.header('cache-control', 'no-store');
      const sse = reply.sse;
      sse.keepAlive();
      // A stream that closed meanwhile takes nothing more; the bell lists what it missed.
      const send = (notification: Notification) =>
        sse
          .send({ id: notification.id, event: 'notification', data: notification })
          .catch((error: unknown) => request.log.info({ err: error }, 'the notification stream closed'));
      // Heard while the missed ones are read: sent after them, each once.
      const heard: Notification[] = [];
      let replaying = true;
      const unsubscribe = app.notifications.subscribe(viewer.id, (notification) => {
        if (replaying) heard.push(notification);
        else void send(notification);
      });
      const end = () => sse.close();
      streams.add(end);
      sse.onClose(() => {
        unsubscribe();
        streams.delete(end);
      });
      await sse.send({ event: 'open', data: {}, retry: RECONNECT_MS });
      let missed: Notification[] = [];
      try {
        if (sse.lastEventId) missed = await app.notifications.since(viewer.id, sse.lastEventId);
      } catch (error) {
        // Closed, the browser comes back with the same Last-Event-ID and the replay is tried again.
        request.log.error({ err: error }, 'replaying missed notifications failed');
        sse.close();
        return;
      }
      const sent = new Set(missed.map((notification) => notification.id));
      for (const notification of missed) await send(notification);
      replaying = false;
      for (const notification of heard) if (!sent.has(notification.id)) await send(notification);
    },
  );
}
