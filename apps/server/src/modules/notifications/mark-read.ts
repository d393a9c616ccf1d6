import type { NotificationList } from '@skillmatch/shared/schemas/applications';
import type { UseCaseDeps } from '../../app-types';
import { notFound } from '../../errors';

/** The person marks one of their notifications read; their latest ones come back. */
export async function markRead(
  { notifications }: Pick<UseCaseDeps, 'notifications'>,
  { userId, id }: { userId: string; id: string },
): Promise<NotificationList> {
  if (!(await notifications.markRead(userId, id))) throw notFound('Notification');
  return notifications.list(userId);
}
