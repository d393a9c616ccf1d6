import { useQuery } from '@tanstack/react-query';
import * as api from '@skillmatch/shared/api/api-map';
import { apiQuery } from '../../../lib/api-query';
import { candidatesQueryKey } from '../../../lib/query-keys';

/** GET /api/jobs/:id/candidates: the job's applicants by fit, and the seekers who match but have not applied. */
export function useCandidates(jobId: string, enabled = true) {
  return useQuery({
    ...apiQuery(candidatesQueryKey(jobId), api.listCandidates, { params: { id: jobId } }),
    enabled,
  });
}
