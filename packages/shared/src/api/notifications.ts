import type { NotificationList } from '../schemas/applications';
import { route } from './api-route';

/* /api/notifications: the bell's notifications and their live stream. */

type NotificationId = { id: string };

export const listNotifications = route<{ response: NotificationList }>('GET', '/api/notifications');

export const readNotification = route<{ params: NotificationId; response: NotificationList }>(
  'POST',
  '/api/notifications/:id/read',
);

export const readAllNotifications = route<{ response: NotificationList }>(
  'POST',
  '/api/notifications/read-all',
);

/** Server-sent events (an EventSource, not a fetch): each says the notifications changed. */
export const notificationStream = route<{ response: string }>('GET', '/api/notifications/stream');
