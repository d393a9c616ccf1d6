import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as api from '@skillmatch/shared/api/api-map';
import { apiCall } from '../../../lib/api-client';
import { apiQuery } from '../../../lib/api-query';
import {
  adminActivityQueryKey,
  adminCompaniesQueryKey,
  adminCompanyListQueryKey,
  jobSearchesQueryKey,
} from '../../../lib/query-keys';

export const COMPANIES_PAGE_SIZE = 20;

/** One page of companies, by part of the name; the previous page stays on screen while the next loads. */
export function useCompanies(params: { q: string; page: number }) {
  const query = { q: params.q.trim(), page: params.page, pageSize: COMPANIES_PAGE_SIZE };
  return useQuery({
    ...apiQuery(adminCompanyListQueryKey(query), api.listCompanies, { query }),
    placeholderData: keepPreviousData,
  });
}

const STANDING_CALLS = {
  verify: api.verifyCompany,
  suspend: api.suspendCompany,
  unsuspend: api.unsuspendCompany,
} as const;

export type Standing = keyof typeof STANDING_CALLS;

/** Verify, suspend or lift a suspension; the lists, the activity and the job searches refresh afterwards. */
export function useChangeStanding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, standing }: { id: string; standing: Standing }) =>
      apiCall(STANDING_CALLS[standing], { params: { id } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminCompaniesQueryKey }),
        queryClient.invalidateQueries({ queryKey: adminActivityQueryKey }),
        queryClient.invalidateQueries({ queryKey: jobSearchesQueryKey }),
      ]),
  });
}
