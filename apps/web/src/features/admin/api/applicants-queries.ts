import { useQuery } from '@tanstack/react-query';
import type { Candidates } from '@skillmatch/shared/schemas/matching';
import { apiRequest } from '../../../lib/api-client';
import { pipelineKeys } from './pipeline-keys';

/** GET /api/jobs/:id/candidates: the job's applicants by fit, and the seekers who match but have not applied. */
export function useCandidates(jobId: string, enabled = true) {
  return useQuery({
    queryKey: pipelineKeys.candidates(jobId),
    queryFn: ({ signal }) =>
      apiRequest<Candidates>(`/api/jobs/${encodeURIComponent(jobId)}/candidates`, { signal }),
    enabled,
  });
}
