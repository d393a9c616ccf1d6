import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { NotificationList } from '@skillmatch/shared/schemas/applications';
import { apiRequest } from './api-client';

export const notificationsQueryKey = ['notifications'] as const;

/** Everything a notification can make stale: the bell, the applications, the user record. */
const TOUCHED_BY_NOTIFICATIONS = [notificationsQueryKey, ['applications'], ['user']] as const;

/** GET /api/notifications: the bell's latest items and unread count. */
export function useNotifications(enabled: boolean) {
  return useQuery({
    queryKey: notificationsQueryKey,
    queryFn: ({ signal }) => apiRequest<NotificationList>('/api/notifications', { signal }),
    enabled,
  });
}

/**
 * Listens to the server's stream of new notifications while signed in: each one refreshes what it may
 * have changed, without a reload. The browser reconnects by itself after a drop.
 */
export function useLiveNotifications(enabled: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    const source = new EventSource('/api/notifications/stream');
    const refresh = () => {
      for (const queryKey of TOUCHED_BY_NOTIFICATIONS) void queryClient.invalidateQueries({ queryKey });
    };
    source.addEventListener('notification', refresh);
    return () => source.close();
  }, [enabled, queryClient]);
}

/** Marks one notification read (`id`), or all of them. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id?: string) =>
      apiRequest<NotificationList>(id ? `/api/notifications/${id}/read` : '/api/notifications/read-all', {
        method: 'POST',
      }),
    onSuccess: (list) => queryClient.setQueryData(notificationsQueryKey, list),
  });
}
