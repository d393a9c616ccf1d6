import { keepPreviousData, useQuery } from '@tanstack/react-query';
import * as api from '@skillmatch/shared/api/api-map';
import { apiQuery } from '../../../lib/api-query';
import {
  pipelineApplicationQueryKey,
  pipelineBoardQueryKey,
  pipelineJobsQueryKey,
  pipelineListQueryKey,
} from '../../../lib/query-keys';

export interface PipelineListParams {
  jobId: string;
  q: string;
  status: string;
  sort: string;
  page: number;
  pageSize: number;
}

/** GET /api/admin/applications/board: every status's column with its total and first cards. */
export function usePipelineBoard(filters: { jobId: string; q: string; sort?: 'score' }, enabled = true) {
  return useQuery({
    ...apiQuery(pipelineBoardQueryKey(filters), api.getPipelineBoard, { query: filters }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** GET /api/admin/applications: one page of the table. The page on screen stays while the next loads. */
export function usePipelineList(params: PipelineListParams, enabled = true) {
  return useQuery({
    ...apiQuery(pipelineListQueryKey(params), api.listPipeline, { query: params }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** GET /api/admin/applications/:id, for the detail panel (null id: nothing asked). */
export function usePipelineDetail(id: string | null) {
  return useQuery({
    ...apiQuery(pipelineApplicationQueryKey(id ?? ''), api.getPipelineApplication, {
      params: { id: id ?? '' },
    }),
    enabled: id !== null,
  });
}

/** The job filter's options: the jobs in the viewer's scope, closed ones too, newest first. */
export function usePipelineJobs() {
  return useQuery({
    ...apiQuery(pipelineJobsQueryKey, api.listBackOfficeJobs, {
      query: { status: 'all', pageSize: 100 },
    }),
    staleTime: 60_000,
  });
}
