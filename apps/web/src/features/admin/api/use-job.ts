import { useQuery } from '@tanstack/react-query';
import * as api from '@skillmatch/shared/api/api-map';
import { apiQuery } from '../../../lib/api-query';
import { jobQueryKey } from '../../../lib/query-keys';

/** One job, as the edit form needs it (closed jobs too: the caller is an administrator). */
export function useJob(id: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...apiQuery(jobQueryKey(id), api.getJob, { params: { id } }), enabled });
}
