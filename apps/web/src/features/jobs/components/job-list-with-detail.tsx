import type { KeyboardEvent, ReactNode } from 'react';
import type { Job } from '@skillmatch/shared/schemas/jobs';
import type { JobMatch } from '@skillmatch/shared/schemas/matching';
import { JobCard, WIDE_SCREEN } from '../../../components/jobs/job-card';
import { JobDetailPane } from './job-detail-pane';

interface JobListWithDetailProps {
  jobs: Job[];
  matches: Map<string, JobMatch>;
  /** The job shown beside the list: the URL's, else the first. */
  selectedId: string | undefined;
  onSelect: (id: string) => void;
  /** A new answer is on its way: the list shows the last one, dimmed. */
  busy: boolean;
  /** Under the list (the pages). */
  children?: ReactNode;
}

/**
 * The job list and, on wide screens, the selected job beside it (a plain click on a card selects it; on
 * phones a card opens the job's page). While focus is in the list, up and down select the job above or
 * below and take focus to it.
 */
export function JobListWithDetail({
  jobs,
  matches,
  selectedId,
  onSelect,
  busy,
  children,
}: JobListWithDetailProps) {
  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    if (window.matchMedia?.(WIDE_SCREEN).matches !== true) return;
    const from =
      (event.target as HTMLElement).closest<HTMLElement>('[data-job-id]')?.dataset.jobId ?? selectedId;
    const next = jobs[jobs.findIndex((job) => job.id === from) + (event.key === 'ArrowDown' ? 1 : -1)];
    if (!next) return;
    event.preventDefault();
    onSelect(next.id);
    event.currentTarget.querySelector<HTMLElement>(`[data-job-link="${next.id}"]`)?.focus();
  };

  return (
    <div className="lg:grid lg:grid-cols-[minmax(0,24rem)_minmax(0,1fr)] lg:items-start lg:gap-6 xl:grid-cols-[minmax(0,22rem)_minmax(0,1fr)] xl:gap-5">
      <div className="min-w-0 space-y-4">
        <ul
          aria-label="Jobs"
          aria-busy={busy}
          onKeyDown={onKeyDown}
          className={`space-y-3 transition-opacity ${busy ? 'opacity-60' : ''}`}
        >
          {jobs.map((job) => (
            <li key={job.id} data-job-id={job.id}>
              <JobCard
                job={job}
                matchScore={matches.get(job.id)?.score}
                selected={job.id === selectedId}
                onSelect={() => onSelect(job.id)}
              />
            </li>
          ))}
        </ul>
        {children}
      </div>
      {selectedId && (
        <div className="hidden min-w-0 lg:sticky lg:top-20 lg:block">
          <JobDetailPane
            key={selectedId}
            jobId={selectedId}
            listed={jobs.find((job) => job.id === selectedId)}
            match={matches.get(selectedId)}
          />
        </div>
      )}
    </div>
  );
}
