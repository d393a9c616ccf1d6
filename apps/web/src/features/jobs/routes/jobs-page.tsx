import { SlidersHorizontal, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { JobCategory } from '@skillmatch/shared/constants';
import { JobCard } from '../../../components/jobs/job-card';
import { PageHeader } from '../../../components/layout/page-header';
import { Button } from '../../../components/ui/button';
import { TOUCH_TARGET } from '../../../components/ui/touch-target';
import { useJobMatches } from '../api/job-matches';
import { jobSearchQuery, useJobSearch } from '../api/job-queries';
import { FilterPanel } from '../components/filter-panel';
import { JobCardSkeletons, JobsError, NoJobsFound, Pagination } from '../components/job-list-states';
import { apiSearch, filtersToParams, hasActiveFilters, readFilters, type JobFilters } from '../job-filters';
import { useUrlDraft } from '../use-url-draft';
import type { PageQueries } from '../../../lib/api-query';
import { usePageTitle } from '../../../lib/use-page-title';

/** The first page of the search the URL holds, read by the server to draw the list. */
export const jobsPageQueries = (url: URL, category?: JobCategory) => [
  jobSearchQuery(apiSearch(readFilters(url.searchParams), category)),
];

export const pageQueries: PageQueries = ({ url }) => jobsPageQueries(url);

export function JobsPage({ category }: { category?: JobCategory }) {
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const search = useJobSearch(apiSearch(filters, category));
  const matches = useJobMatches(search.data?.jobs.map((job) => job.id));
  const [drawerOpen, setDrawerOpen] = useState(false);
  const searchId = useId();
  const title = category ? `${category} jobs` : 'Job listings';

  usePageTitle(title);

  const update = (changes: Partial<JobFilters>, replace = false) => {
    const next = readFilters(params);
    // Synchronous, so a checkbox shows its new state at once rather than after the navigation settles.
    setParams(filtersToParams({ ...next, ...changes, page: changes.page ?? 1 }), {
      replace,
      flushSync: true,
    });
  };
  const reset = () => setParams(new URLSearchParams(), { flushSync: true });
  const [query, setQuery] = useUrlDraft(filters.q, (value) => update({ q: value }, true));
  const [location, setLocation] = useUrlDraft(filters.location, (value) => update({ location: value }, true));

  const data = search.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const count = data ? data.total.toLocaleString('en-US') : '';
  const panelFilters = { ...filters, q: query, location };
  const onPanelChange = (changes: Partial<JobFilters>) => {
    if (changes.location !== undefined) setLocation(changes.location);
    else update(changes);
  };

  return (
    <section className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <PageHeader
        title={title}
        subtitle={
          category
            ? `Open ${category.toLowerCase()} roles, newest first.`
            : 'Search every open job by title, skill or place.'
        }
      />
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <div className="flex-1">
          <label htmlFor={searchId} className="sr-only">
            Search jobs
          </label>
          <input
            id={searchId}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder="Search by title, company, location or skill"
            className="h-12 w-full rounded-lg border border-zinc-300 bg-white px-4 text-base dark:border-zinc-700 dark:bg-zinc-900"
          />
        </div>
        <Button
          variant="secondary"
          className="lg:hidden"
          aria-expanded={drawerOpen}
          aria-controls="job-filters"
          onClick={() => setDrawerOpen((open) => !open)}
        >
          <SlidersHorizontal className="size-4" aria-hidden /> Filters
        </Button>
      </div>

      <div className="mt-6 grid gap-8 lg:grid-cols-[16rem_1fr]">
        <aside
          id="job-filters"
          className={`${drawerOpen ? 'block' : 'hidden'} rounded-card border border-zinc-200 p-5 lg:block lg:self-start dark:border-zinc-800`}
        >
          <FilterPanel filters={panelFilters} onChange={onPanelChange} onClear={reset} />
          <Button className="mt-6 w-full lg:hidden" onClick={() => setDrawerOpen(false)}>
            {data ? `Show ${count} jobs` : 'Show jobs'}
          </Button>
        </aside>

        <div className="min-w-0 space-y-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm font-medium" aria-live="polite">
              {search.isPending
                ? 'Loading jobs...'
                : search.isFetching
                  ? 'Processing filters...'
                  : data
                    ? `Showing ${count} jobs`
                    : ''}
            </p>
            <div className="flex items-center gap-2">
              <label htmlFor={`${searchId}-sort`} className="text-sm text-zinc-700 dark:text-zinc-300">
                Sort
              </label>
              <select
                id={`${searchId}-sort`}
                value={filters.sort || (filters.q ? 'relevance' : 'newest')}
                onChange={(event) => update({ sort: event.target.value })}
                className="h-10 rounded-lg border border-zinc-300 bg-white px-2 text-sm dark:border-zinc-700 dark:bg-zinc-900"
              >
                <option value="relevance">Best match</option>
                <option value="newest">Newest</option>
                <option value="salary">Highest salary</option>
              </select>
              <Button variant="secondary" size="sm" onClick={reset} disabled={!hasActiveFilters(filters)}>
                Reset Filters
              </Button>
            </div>
          </div>

          {hasActiveFilters(filters) && (
            <ul className="flex flex-wrap gap-2" aria-label="Active filters">
              {filters.q && <Chip label={`“${filters.q}”`} onRemove={() => update({ q: '' })} />}
              {filters.location && (
                <Chip label={filters.location} onRemove={() => update({ location: '' })} />
              )}
              {filters.type && <Chip label={filters.type} onRemove={() => update({ type: '' })} />}
              {filters.remote && <Chip label="Remote" onRemove={() => update({ remote: false })} />}
              {filters.skills.map((skill) => (
                <Chip
                  key={skill}
                  label={skill}
                  onRemove={() => update({ skills: filters.skills.filter((selected) => selected !== skill) })}
                />
              ))}
            </ul>
          )}

          {search.isPending ? (
            <JobCardSkeletons />
          ) : search.isError ? (
            <JobsError message={search.error.message} onRetry={() => void search.refetch()} />
          ) : data && data.jobs.length === 0 ? (
            <NoJobsFound onViewAll={reset} />
          ) : (
            <>
              <ul className={`space-y-4 transition-opacity ${search.isFetching ? 'opacity-60' : ''}`}>
                {data?.jobs.map((job) => (
                  <li key={job.id}>
                    <JobCard job={job} matchScore={matches.get(job.id)?.score} />
                  </li>
                ))}
              </ul>
              <Pagination
                page={filters.page}
                pages={pages}
                onPage={(page) => {
                  update({ page });
                  window.scrollTo({ top: 0 });
                }}
              />
            </>
          )}
        </div>
      </div>
    </section>
  );
}

function Chip({ label, onRemove }: { label: string; onRemove: () => void }) {
  return (
    <li>
      <button
        type="button"
        onClick={onRemove}
        aria-label={`Remove filter ${label}`}
        className={`inline-flex h-8 items-center gap-1 rounded-full bg-brand-50 px-3 text-sm font-medium text-brand-800 hover:bg-brand-100 dark:bg-brand-900/60 dark:text-brand-100 ${TOUCH_TARGET}`}
      >
        {label} <X className="size-3.5" aria-hidden />
      </button>
    </li>
  );
}
