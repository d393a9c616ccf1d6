import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PipelineBoard, PipelineDetail, PipelineList } from '@skillmatch/shared/schemas/admin';
import type { Job } from '@skillmatch/shared/schemas/jobs';
import { apiRequest } from '../../../lib/api-client';
import { pipelineKeys, searchOf, type PipelineListParams } from './pipeline-keys';

/** GET /api/admin/applications/board: every status's column with its total and first cards. */
export function usePipelineBoard(filters: { jobId: string; q: string }, enabled = true) {
  return useQuery({
    queryKey: pipelineKeys.board(filters),
    queryFn: ({ signal }) =>
      apiRequest<PipelineBoard>(`/api/admin/applications/board?${searchOf(filters)}`, { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** GET /api/admin/applications: one page of the table. The page on screen stays while the next loads. */
export function usePipelineList(params: PipelineListParams, enabled = true) {
  return useQuery({
    queryKey: pipelineKeys.list(params),
    queryFn: ({ signal }) =>
      apiRequest<PipelineList>(`/api/admin/applications?${searchOf({ ...params })}`, { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** GET /api/admin/applications/:id, for the detail panel (null id: nothing asked). */
export function usePipelineDetail(id: string | null) {
  return useQuery({
    queryKey: pipelineKeys.application(id ?? ''),
    queryFn: ({ signal }) =>
      apiRequest<PipelineDetail>(`/api/admin/applications/${encodeURIComponent(id ?? '')}`, { signal }),
    enabled: id !== null,
  });
}

/** The job filter's options: every job, closed ones too (the caller is an administrator). */
export function usePipelineJobs() {
  return useQuery({
    queryKey: pipelineKeys.jobs,
    queryFn: ({ signal }) =>
      apiRequest<{ jobs: Job[] }>('/api/jobs?status=all&sort=newest&pageSize=100', { signal }),
    staleTime: 60_000,
  });
}
