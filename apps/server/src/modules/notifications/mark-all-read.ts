import type { NotificationList } from '@skillmatch/shared/schemas/applications';
import type { UseCaseDeps } from '../../app-types';

/** The person marks all their notifications read; their latest ones come back. */
export async function markAllRead(
  { notifications }: Pick<UseCaseDeps, 'notifications'>,
  { userId }: { userId: string },
): Promise<NotificationList> {
  await notifications.markAllRead(userId);
  return notifications.list(userId);
}
