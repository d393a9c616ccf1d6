import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminUserDetail,
  AdminUsers,
  AdminUserSummary,
  AdminUserUpdate,
} from '@skillmatch/shared/schemas/admin';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys, type AdminUsersParams } from './admin-query-keys';

export const ADMIN_USERS_PAGE_SIZE = 20;

/** One page of accounts, filtered on the server; the previous page stays on screen while the next loads. */
export function useAdminUsers(params: AdminUsersParams) {
  return useQuery({
    queryKey: adminKeys.userList(params),
    queryFn: ({ signal }) => {
      const search = new URLSearchParams();
      if (params.q) search.set('q', params.q);
      if (params.role) search.set('role', params.role);
      if (params.status) search.set('status', params.status);
      search.set('page', String(params.page));
      search.set('pageSize', String(ADMIN_USERS_PAGE_SIZE));
      return apiRequest<AdminUsers>(`/api/admin/users?${search}`, { signal });
    },
    placeholderData: keepPreviousData,
  });
}

export function useAdminUser(id: string) {
  return useQuery({
    queryKey: adminKeys.user(id),
    queryFn: ({ signal }) =>
      apiRequest<AdminUserDetail>(`/api/admin/users/${encodeURIComponent(id)}`, { signal }),
  });
}

/** Change a role or disable/enable an account; the user's page and every list refresh afterwards. */
export function useUpdateAdminUser(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: AdminUserUpdate) =>
      apiRequest<AdminUserSummary>(`/api/admin/users/${encodeURIComponent(id)}`, {
        method: 'PATCH',
        body: change,
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.user(id) }),
        queryClient.invalidateQueries({ queryKey: adminKeys.users }),
        queryClient.invalidateQueries({ queryKey: adminKeys.stats }),
      ]),
  });
}
