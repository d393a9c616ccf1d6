import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import * as api from '@skillmatch/shared/api/api-map';
import { apiUrl } from '@skillmatch/shared/api/api-route';
import { apiCall } from './api-client';
import { applicationsQueryKey, notificationsQueryKey, usersQueryKey } from './query-keys';

/** Everything a notification can make stale: the bell, the applications, the user record. */
const TOUCHED_BY_NOTIFICATIONS = [notificationsQueryKey, applicationsQueryKey, usersQueryKey] as const;

/** GET /api/notifications: the bell's latest items and unread count. */
export function useNotifications(enabled: boolean) {
  return useQuery({
    queryKey: notificationsQueryKey,
    queryFn: ({ signal }) => apiCall(api.listNotifications, { signal }),
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
    const source = new EventSource(apiUrl(api.notificationStream));
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
      id ? apiCall(api.readNotification, { params: { id } }) : apiCall(api.readAllNotifications),
    onSuccess: (list) => queryClient.setQueryData(notificationsQueryKey, list),
  });
}
