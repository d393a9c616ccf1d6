import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as api from '@skillmatch/shared/api/api-map';
import type { CompanyPage, UpdateCompany } from '@skillmatch/shared/schemas/companies';
import { apiCall } from '../../../lib/api-client';
import { apiQuery } from '../../../lib/api-query';
import { companyPageQueryKey, JOB_LIST_QUERY_KEYS } from '../../../lib/query-keys';

/** GET /api/companies/:slug: the company page and its open jobs. */
export const companyPageQuery = (slug: string) =>
  apiQuery(companyPageQueryKey(slug), api.getCompanyPage, { params: { slug } });

export function useCompanyPage(slug: string) {
  return useQuery(companyPageQuery(slug));
}

/**
 * The answer of an edit is the page as it now is: shown at once; a new name reaches the job lists too,
 * so they refresh.
 */
function useShowEdited(slug: string) {
  const queryClient = useQueryClient();
  return async (page: CompanyPage) => {
    queryClient.setQueryData(companyPageQueryKey(slug), page);
    await Promise.all(JOB_LIST_QUERY_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  };
}

/** PATCH /api/companies/:id. */
export function useUpdateCompany(id: string, slug: string) {
  const show = useShowEdited(slug);
  return useMutation({
    mutationFn: (changes: UpdateCompany) => apiCall(api.updateCompany, { params: { id }, body: changes }),
    onSuccess: show,
  });
}

/** PUT /api/companies/:id/logo (an image, multipart). */
export function useUploadLogo(id: string, slug: string) {
  const show = useShowEdited(slug);
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return apiCall(api.uploadCompanyLogo, { params: { id }, body: form });
    },
    onSuccess: show,
  });
}

/** DELETE /api/companies/:id/logo. */
export function useDeleteLogo(id: string, slug: string) {
  const show = useShowEdited(slug);
  return useMutation({
    mutationFn: () => apiCall(api.deleteCompanyLogo, { params: { id } }),
    onSuccess: show,
  });
}
