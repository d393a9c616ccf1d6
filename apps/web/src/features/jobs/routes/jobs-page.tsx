import { SlidersHorizontal } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { JobCategory } from '@skillmatch/shared/constants';
import { PageHeader } from '../../../components/layout/page-header';
import { Button } from '../../../components/ui/button';
import { suggestedAlertName } from '@skillmatch/shared/alert-names';
import { usePageTitle } from '../../../lib/use-page-title';
import { useJobMatches } from '../api/job-matches';
import { jobQuery, jobSearchQuery, useJobSearch } from '../api/job-queries';
import { ActiveFilters } from '../components/active-filters';
import { FilterPanel } from '../components/filter-panel';
import { FilterSheet } from '../components/filter-sheet';
import { SaveSearchButton } from '../components/save-search-dialog';
import { JobListWithDetail } from '../components/job-list-with-detail';
import { JobCardSkeletons, JobsError, NoJobsFound, Pagination } from '../components/job-list-states';
import {
  alertQuery,
  apiSearch,
  filtersToParams,
  hasActiveFilters,
  readFilters,
  SORT_LABELS,
  sortMenu,
  type JobFilters,
} from '../job-filters';
import { useUrlDraft } from '../use-url-draft';
import type { PageQueries } from '../../../lib/api-query';

/**
 * The first page of the search the URL holds, and the job it selects beside the list, if any (the first
 * job, selected by default, is rendered from the list's own answer): read by the server to render the page.
 */
export const jobsPageQueries = (url: URL, category?: JobCategory) => {
  const selected = url.searchParams.get('job');
  return [
    jobSearchQuery(apiSearch(readFilters(url.searchParams), category)),
    ...(selected ? [jobQuery(selected)] : []),
  ];
};

export const pageQueries: PageQueries = ({ url }) => jobsPageQueries(url);

export function JobsPage({ category }: { category?: JobCategory }) {
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const search = useJobSearch(apiSearch(filters, category));
  const data = search.data;
  const matches = useJobMatches(data?.jobs.map((job) => job.id));
  const [sheetOpen, setSheetOpen] = useState(false);
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
  // The job shown beside the list lives in the URL, so a reload or a shared link shows it again.
  const selectedId = params.get('job') ?? data?.jobs[0]?.id;
  const select = (id: string) => {
    const next = new URLSearchParams(params);
    next.set('job', id);
    setParams(next, { replace: true, preventScrollReset: true });
  };

  const savedQuery = alertQuery(filters, category);
  const feedParams = new URLSearchParams();
  for (const [key, value] of Object.entries(savedQuery)) {
    for (const one of Array.isArray(value) ? value : [value]) feedParams.append(key, one);
  }
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const count = data ? data.total.toLocaleString('en-US') : '';
  const sort = sortMenu(filters, data);
  const panel = {
    filters: { ...filters, q: query, location },
    facets: data?.facets,
    fixedCategory: category,
    onChange: (changes: Partial<JobFilters>) => {
      if (changes.location !== undefined) setLocation(changes.location);
      else update(changes);
    },
  };

  return (
    <section className="mx-auto max-w-6xl px-4 py-6 sm:px-6 lg:py-8">
      {/* React places it in the head: feed readers find the search's RSS there. */}
      <link
        rel="alternate"
        type="application/rss+xml"
        title="New jobs for this search"
        href={`/jobs/feed.xml${feedParams.size > 0 ? `?${feedParams}` : ''}`}
      />
      <PageHeader
        title={title}
        subtitle={
          category
            ? `Open ${category.toLowerCase()} roles from every employer.`
            : 'Search every open job by title, skill or place.'
        }
      />
      <div className="mt-5 flex gap-3">
        <div className="min-w-0 flex-1">
          <label htmlFor={searchId} className="sr-only">
            Search jobs
          </label>
          <input
            id={searchId}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder="Title, skill or place"
            className="h-12 w-full rounded-lg border border-zinc-300 bg-white px-4 text-base dark:border-zinc-700 dark:bg-zinc-900"
          />
        </div>
        <FilterSheet
          trigger={
            <Button variant="secondary" size="lg" className="shrink-0 px-4 xl:hidden">
              <SlidersHorizontal className="size-4" aria-hidden /> Filters
            </Button>
          }
          open={sheetOpen}
          onOpenChange={setSheetOpen}
          onClear={reset}
          total={data && !search.isPlaceholderData ? data.total : undefined}
          {...panel}
        />
      </div>

      <div className="mt-6 xl:grid xl:grid-cols-[13rem_minmax(0,1fr)] xl:gap-6">
        <aside className="hidden rounded-card border border-zinc-200 p-5 xl:block xl:self-start dark:border-zinc-800">
          <FilterPanel {...panel} onClear={reset} />
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
            <div className="flex flex-wrap items-center gap-2">
              <label htmlFor={`${searchId}-sort`} className="text-sm text-zinc-700 dark:text-zinc-300">
                Sort
              </label>
              <select
                id={`${searchId}-sort`}
                value={sort.value}
                onChange={(event) => update({ sort: event.target.value })}
                className="h-10 rounded-lg border border-zinc-300 bg-white px-2 text-sm dark:border-zinc-700 dark:bg-zinc-900"
              >
                {sort.sorts.map((value) => (
                  <option key={value} value={value}>
                    {SORT_LABELS[value]}
                  </option>
                ))}
              </select>
              <SaveSearchButton query={savedQuery} suggestedName={suggestedAlertName(savedQuery)} />
              {hasActiveFilters(filters) && (
                <Button variant="secondary" size="sm" onClick={reset}>
                  Reset Filters
                </Button>
              )}
            </div>
          </div>

          {hasActiveFilters(filters) && (
            <ActiveFilters
              filters={filters}
              companyName={data?.facets.company.find((facet) => facet.value === filters.company)?.name}
              onChange={update}
            />
          )}

          {data?.didYouMean && (
            <p className="text-sm">
              Did you mean{' '}
              <Link
                to={`?${filtersToParams({ ...filters, q: data.didYouMean, page: 1 })}`}
                className="font-semibold text-brand-700 underline underline-offset-2 dark:text-brand-300"
              >
                {data.didYouMean}
              </Link>
              ?
            </p>
          )}

          {search.isPending ? (
            <JobCardSkeletons />
          ) : search.isError ? (
            <JobsError message={search.error.message} onRetry={() => void search.refetch()} />
          ) : data && data.jobs.length === 0 ? (
            <NoJobsFound onViewAll={reset} />
          ) : (
            <JobListWithDetail
              jobs={data?.jobs ?? []}
              matches={matches}
              selectedId={selectedId}
              onSelect={select}
              busy={search.isFetching}
            >
              <Pagination
                page={filters.page}
                pages={pages}
                onPage={(page) => {
                  update({ page });
                  window.scrollTo({ top: 0 });
                }}
              />
            </JobListWithDetail>
          )}
        </div>
      </div>
    </section>
  );
}
