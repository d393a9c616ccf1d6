import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as api from '@skillmatch/shared/api/api-map';
import type { AdminUserUpdate } from '@skillmatch/shared/schemas/admin';
import { apiCall } from '../../../lib/api-client';
import { apiQuery } from '../../../lib/api-query';
import {
  adminStatsQueryKey,
  adminUserListQueryKey,
  adminUserQueryKey,
  adminUsersQueryKey,
} from '../../../lib/query-keys';

export const ADMIN_USERS_PAGE_SIZE = 20;

export interface AdminUsersParams {
  q: string;
  role: '' | 'user' | 'admin';
  status: '' | 'active' | 'disabled';
  page: number;
}

/** One page of accounts, filtered on the server; the previous page stays on screen while the next loads. */
export function useAdminUsers(params: AdminUsersParams) {
  return useQuery({
    ...apiQuery(adminUserListQueryKey(params), api.listUsers, {
      query: { ...params, pageSize: ADMIN_USERS_PAGE_SIZE },
    }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminUser(id: string) {
  return useQuery(apiQuery(adminUserQueryKey(id), api.getAdminUser, { params: { id } }));
}

/** Change a role or disable/enable an account; the user's page and every list refresh afterwards. */
export function useUpdateAdminUser(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: AdminUserUpdate) => apiCall(api.updateAdminUser, { params: { id }, body: change }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminUserQueryKey(id) }),
        queryClient.invalidateQueries({ queryKey: adminUsersQueryKey }),
        queryClient.invalidateQueries({ queryKey: adminStatsQueryKey }),
      ]),
  });
}
