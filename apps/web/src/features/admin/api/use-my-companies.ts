import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as api from '@skillmatch/shared/api/api-map';
import { apiCall } from '../../../lib/api-client';
import { apiQuery } from '../../../lib/api-query';
import { myCompaniesQueryKey } from '../../../lib/query-keys';

/** The companies the person is on the team of, and the one the back office shows. */
export function useMyCompanies(enabled: boolean) {
  return useQuery({ ...apiQuery(myCompaniesQueryKey, api.getMyCompanies), enabled });
}

/**
 * Show another of the person's companies: everything the back office shows belongs to the company, so
 * every answer is read again (the session's too, which says which company it is).
 */
export function useChooseCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (companyId: string) => apiCall(api.chooseMyCompany, { body: { companyId } }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
