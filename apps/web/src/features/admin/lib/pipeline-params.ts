import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { APPLICATION_STATUSES } from '@skillmatch/shared/constants';
import { PIPELINE_LIST_SORTS } from '@skillmatch/shared/schemas/admin';

export type PipelineView = 'board' | 'list';

/** The pipeline's state as the URL holds it, so that a view can be shared, reloaded and linked to. */
export interface PipelineParams {
  jobId: string;
  q: string;
  view: PipelineView;
  status: string;
  sort: (typeof PIPELINE_LIST_SORTS)[number];
  page: number;
  /** The application open in the detail panel (notifications link here). */
  application: string | null;
}

const oneOf = <T extends string>(value: string | null, allowed: readonly T[], fallback: T): T =>
  allowed.includes(value as T) ? (value as T) : fallback;

export function readPipelineParams(search: URLSearchParams): PipelineParams {
  const page = Number(search.get('page'));
  const status = search.get('status') ?? '';
  return {
    jobId: search.get('jobId') ?? '',
    q: search.get('q') ?? '',
    view: search.get('view') === 'list' ? 'list' : 'board',
    status: (APPLICATION_STATUSES as readonly string[]).includes(status) ? status : '',
    sort: oneOf(search.get('sort'), PIPELINE_LIST_SORTS, 'newest'),
    page: Number.isInteger(page) && page > 1 ? page : 1,
    application: search.get('application') || null,
  };
}

const DEFAULTS: Record<string, string> = { view: 'board', sort: 'newest', page: '1' };

/**
 * The URL's pipeline state and a way to change part of it. Defaults and empty values leave the URL;
 * a change of filter sends the list back to its first page.
 */
export function usePipelineParams() {
  const [search, setSearch] = useSearchParams();
  const params = readPipelineParams(search);
  const update = useCallback(
    (changes: Partial<Record<keyof PipelineParams, string | number | null>>, replace = false) => {
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries(changes)) {
            const text = value === null ? '' : String(value);
            if (text === '' || DEFAULTS[name] === text) next.delete(name);
            else next.set(name, text);
          }
          if (['jobId', 'q', 'status', 'sort'].some((name) => name in changes) && !('page' in changes))
            next.delete('page');
          return next;
        },
        { replace },
      );
    },
    [setSearch],
  );
  return [params, update] as const;
}
