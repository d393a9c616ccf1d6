import { z } from 'zod';
import { notificationListSchema } from '@skillmatch/shared/schemas/applications';
import type { App } from '../../app-types';
import { AppError, errorAnswers } from '../../errors';
import type { LiveNotification } from './notifications';
import { OpenStreams, STREAMS_PER_ACCOUNT } from './open-streams';
import { markAllRead } from './mark-all-read';
import { markRead } from './mark-read';

const errors = errorAnswers(400, 401, 404);
/** How long a browser waits before reconnecting a dropped stream. */
const RECONNECT_MS = 5000;

/** /api/notifications: the bell's latest notifications, marking them read, a live stream of new ones. */
export async function notificationsRoutes(app: App) {
  // Open streams end with their session, or when the server begins to close.
  const openStreams = new OpenStreams(app.database, app.log);
  app.addHook('onReady', () => openStreams.start());
  app.addHook('preClose', () => openStreams.stop());

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
      const session = request.session!;
      const sse = reply.sse;
      const forget = openStreams.open({
        userId: viewer.id,
        sessionId: session.id,
        expiresAt: session.expiresAt,
        close: () => sse.close(),
      });
      if (!forget) {
        throw new AppError(
          'RATE_LIMITED',
          `You have ${STREAMS_PER_ACCOUNT} live notification streams open already: close a tab or two and reload.`,
        );
      }
      reply.header('cache-control', 'no-store');
      sse.keepAlive();
      // A stream that closed meanwhile takes nothing more; the bell lists what it missed. A person's
      // numbers follow commit order, and so do announcements: one at or below the last sent was replayed.
      let lastSent = /^\d{1,15}$/.test(sse.lastEventId ?? '') ? Number(sse.lastEventId) : 0;
      const send = ({ seq, notification }: LiveNotification) => {
        if (seq <= lastSent) return;
        lastSent = seq;
        return sse
          .send({ id: String(seq), event: 'notification', data: notification })
          .catch((error: unknown) => request.log.info({ err: error }, 'the notification stream closed'));
      };
      // Heard while the missed ones are read: sent after them, each once.
      const heard: LiveNotification[] = [];
      let replaying = true;
      const unsubscribe = app.notifications.subscribe(viewer.id, (live) => {
        if (replaying) heard.push(live);
        else void send(live);
      });
      sse.onClose(() => {
        unsubscribe();
        forget();
      });
      await sse.send({ event: 'open', data: {}, retry: RECONNECT_MS });
      let missed: LiveNotification[] = [];
      try {
        if (sse.lastEventId) missed = await app.notifications.since(viewer.id, sse.lastEventId);
      } catch (error) {
        // Closed, the browser comes back with the same Last-Event-ID and the replay is tried again.
        request.log.error({ err: error }, 'replaying missed notifications failed');
        sse.close();
        return;
      }
      for (const live of missed) await send(live);
      replaying = false;
      for (const live of heard) await send(live);
    },
  );
}
