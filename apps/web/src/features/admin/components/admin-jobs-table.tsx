import { useId, useMemo, useState } from 'react';
import type { Job } from '@skillmatch/shared/schemas/jobs';
import { Alert } from '../../../components/ui/alert';
import { Button, ButtonLink } from '../../../components/ui/button';
import { SearchField } from '../../../components/ui/search-field';
import { useToast } from '../../../components/ui/toast';
import { plural } from '../../../lib/format';
import { ADMIN_JOBS_PAGE_SIZE, useAdminJobs } from '../api/use-admin-jobs';
import { useApplicantCounts } from '../api/use-applicant-counts';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '../lib/use-debounced-value';
import { useMediaQuery } from '../lib/use-media-query';
import { JobCards, JobsTable } from './admin-jobs-list';
import type { ListState } from './admin-list';
import { DeleteJobDialog } from './delete-job-dialog';
import { Pager } from './pager';

export const NO_MATCHES = 'No jobs found matching your search criteria';

/**
 * The admin's Job Listings: every job, active or closed, searched on the server as the admin types,
 * 20 to a page, with each job's applicants and View, Edit, Duplicate and Delete. A table on wide screens, cards on phones and tablets.
 */
export function AdminJobsTable() {
  const headingId = useId();
  const toast = useToast();
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  // The page belongs to one search: a new search starts again at page 1.
  const [paging, setPaging] = useState({ q: '', page: 1 });
  const page = paging.q === q ? paging.page : 1;
  const goTo = (next: number) => setPaging({ q, page: next });
  const [deleting, setDeleting] = useState<Job | null>(null);
  const wide = useMediaQuery('(min-width: 1024px)');

  const jobs = useAdminJobs({ q, page });
  const total = jobs.data?.total ?? 0;
  const rows = useMemo(() => jobs.data?.jobs ?? [], [jobs.data]);
  const counts = useApplicantCounts(useMemo(() => rows.map((job) => job.id), [rows])).data;
  const updating = jobs.isFetching && !jobs.isPending;

  const state: ListState<Job> = jobs.isPending
    ? { kind: 'loading' }
    : jobs.isError && !jobs.data
      ? {
          kind: 'message',
          content: (
            <div className="flex flex-col items-start gap-3 text-left">
              <Alert tone="error">{jobs.error.message}</Alert>
              <Button variant="secondary" size="sm" onClick={() => void jobs.refetch()}>
                Try again
              </Button>
            </div>
          ),
        }
      : rows.length === 0
        ? {
            kind: 'message',
            content: q ? (
              NO_MATCHES
            ) : (
              <span className="inline-flex flex-col items-center gap-3">
                No job listings yet.
                <ButtonLink to="/admin/jobs" size="sm">
                  Add New Job
                </ButtonLink>
              </span>
            ),
          }
        : { kind: 'rows', rows };

  const onDeleted = (job: { title: string }) => {
    toast(`Job deleted: ${job.title}`);
    // The last row of a later page is gone: show the page before it.
    if (rows.length === 1 && page > 1) goTo(page - 1);
  };

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-card border border-zinc-200 bg-white dark:border-zinc-800 dark:bg-zinc-900/40"
    >
      <div className="flex flex-col gap-3 border-b border-zinc-200 p-4 sm:flex-row sm:items-center sm:justify-between sm:px-6 dark:border-zinc-800">
        <div>
          <h2 id={headingId} className="text-lg font-semibold tracking-tight">
            Job Listings
          </h2>
          <p className="text-sm text-zinc-600 dark:text-zinc-400" aria-live="polite">
            {jobs.data ? `${plural(total, 'job')}${q ? ' found' : ''}` : '\u00a0'}
          </p>
        </div>
        <SearchField
          label="Search jobs"
          hideLabel
          compact
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder="Search jobs..."
          className="w-full sm:w-72"
        />
      </div>

      {wide ? (
        <JobsTable
          state={state}
          updating={updating}
          counts={counts}
          labelledBy={headingId}
          onDelete={setDeleting}
        />
      ) : (
        <JobCards state={state} updating={updating} counts={counts} onDelete={setDeleting} />
      )}

      {jobs.data && total > 0 && (
        <Pager
          label="Job listings pages"
          page={page}
          total={total}
          pageSize={ADMIN_JOBS_PAGE_SIZE}
          busy={jobs.isPlaceholderData}
          onPage={goTo}
        />
      )}

      <DeleteJobDialog
        job={deleting}
        onOpenChange={(open) => !open && setDeleting(null)}
        onDeleted={onDeleted}
      />
    </section>
  );
}
