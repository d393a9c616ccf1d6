/**
 * The pipeline's query keys. Every admin key starts with 'admin', so that one invalidation of ['admin']
 * after a move refreshes the board, the list, the detail, the applicants and the dashboard's numbers.
 */
export const pipelineKeys = {
  all: ['admin'] as const,
  board: (filters: { jobId: string; q: string }) => ['admin', 'pipeline', 'board', filters] as const,
  list: (params: PipelineListParams) => ['admin', 'pipeline', 'list', params] as const,
  jobs: ['admin', 'pipeline', 'jobs'] as const,
  application: (id: string) => ['admin', 'application', id] as const,
  candidates: (jobId: string) => ['admin', 'candidates', jobId] as const,
};

export interface PipelineListParams {
  jobId: string;
  q: string;
  status: string;
  sort: string;
  page: number;
  pageSize: number;
}

/** A query string of the filters that are set (empty ones are left out). */
export function searchOf(params: Record<string, string | number>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value !== '') search.set(name, String(value));
  return search.toString();
}
