import { Columns3, List } from 'lucide-react';
import { APPLICATION_STATUSES } from '@skillmatch/shared/constants';
import { SelectField } from '../../../components/ui/select-field';
import { usePipelineJobs } from '../api/pipeline-queries';
import type { PipelineParams, PipelineView } from '../lib/pipeline-params';
import { PipelineSearch } from './pipeline-search';

type Update = (
  changes: Partial<Record<keyof PipelineParams, string | number | null>>,
  replace?: boolean,
) => void;

const SORTS = [
  { value: 'newest', label: 'Newest first' },
  { value: 'oldest', label: 'Oldest first' },
  { value: 'updated', label: 'Recently updated' },
  { value: 'score', label: 'Match score' },
];

/** The board orders each column's cards: recently updated (any list order but score) or by score. */
const BOARD_SORTS = [
  { value: 'updated', label: 'Recently updated' },
  { value: 'score', label: 'Match score' },
];

const VIEWS: { view: PipelineView; label: string; icon: typeof List }[] = [
  { view: 'board', label: 'Board', icon: Columns3 },
  { view: 'list', label: 'List', icon: List },
];

/** The pipeline's filters (job, search; status in the list; the order) and the Board / List switch. */
export function PipelineToolbar({ params, update }: { params: PipelineParams; update: Update }) {
  const jobs = usePipelineJobs();
  const options = [
    { value: '', label: 'All jobs' },
    ...(jobs.data?.jobs ?? []).map((job) => ({
      value: job.id,
      label: `${job.title} · ${job.company}${job.status === 'closed' ? ' (closed)' : ''}`,
    })),
  ];
  // A job linked to directly may not be among the first hundred: keep it choosable.
  if (params.jobId && !options.some((option) => option.value === params.jobId))
    options.push({ value: params.jobId, label: 'This job' });

  return (
    <div className="flex flex-col gap-3 lg:flex-row lg:items-end">
      <div className="grid flex-1 gap-3 sm:grid-cols-2 lg:flex lg:items-end">
        <SelectField
          label="Job"
          options={options}
          value={params.jobId}
          onChange={(event) => update({ jobId: event.target.value })}
          className="lg:w-72"
        />
        <div className="lg:w-64">
          <PipelineSearch value={params.q} onChange={(q) => update({ q }, true)} />
        </div>
        {params.view === 'list' && (
          <>
            <SelectField
              label="Status"
              options={[{ value: '', label: 'All statuses' }, ...APPLICATION_STATUSES]}
              value={params.status}
              onChange={(event) => update({ status: event.target.value })}
              className="lg:w-44"
            />
            <SelectField
              label="Sort by"
              options={SORTS}
              value={params.sort}
              onChange={(event) => update({ sort: event.target.value })}
              className="lg:w-44"
            />
          </>
        )}
        {params.view === 'board' && (
          <SelectField
            label="Sort cards by"
            options={BOARD_SORTS}
            value={params.sort === 'score' ? 'score' : 'updated'}
            onChange={(event) => update({ sort: event.target.value })}
            className="lg:w-44"
          />
        )}
      </div>
      <div
        role="group"
        aria-label="View"
        className="inline-flex self-start rounded-lg border border-zinc-300 p-0.5 lg:self-end dark:border-zinc-700"
      >
        {VIEWS.map(({ view, label, icon: Icon }) => (
          <button
            key={view}
            type="button"
            aria-pressed={params.view === view}
            onClick={() => update({ view })}
            className={`inline-flex h-11 items-center gap-1.5 rounded-md px-3 sm:h-10 text-sm font-medium ${
              params.view === view
                ? 'bg-brand-600 text-white'
                : 'text-zinc-700 hover:bg-zinc-100 dark:text-zinc-300 dark:hover:bg-zinc-800'
            }`}
          >
            <Icon className="size-4" aria-hidden />
            {label}
          </button>
        ))}
      </div>
    </div>
  );
}
