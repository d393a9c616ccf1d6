import { ArrowUpRight, Sparkles } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import type { Job } from '@skillmatch/shared/schemas/jobs';
import type { JobMatch } from '@skillmatch/shared/schemas/matching';
import { CompanyLink } from '../../../components/jobs/company-link';
import { CompanyMark } from '../../../components/jobs/company-mark';
import { SaveJobButton } from '../../../components/jobs/save-job-button';
import { summaryLine } from '../../../components/match/match-reasons';
import { buttonClasses, ButtonLink } from '../../../components/ui/button';
import { ApiRequestError } from '../../../lib/api-client';
import { useJob } from '../api/job-queries';
import { JobDescription, JobFacts, JobTags } from './job-details';

const PANE_CLASSES =
  'rounded-card border border-zinc-200 bg-white p-6 dark:border-zinc-800 dark:bg-zinc-900 lg:max-h-[calc(100dvh-6rem)] lg:overflow-y-auto lg:overscroll-contain';

/**
 * The selected job beside the list (wide screens): the job page's content, its one action (Apply Now
 * leads to the job page's apply panel, where the motivation is written) and the way to the full page.
 * A job on the list is rendered from the list's answer; one named only by the URL is read on its own.
 */
export function JobDetailPane({
  jobId,
  listed,
  match,
}: {
  jobId: string;
  listed: Job | undefined;
  match: JobMatch | undefined;
}) {
  return listed ? <PaneContent job={listed} match={match} /> : <PaneById jobId={jobId} match={match} />;
}

function PaneById({ jobId, match }: { jobId: string; match: JobMatch | undefined }) {
  const read = useJob(jobId);
  if (read.data) return <PaneContent job={read.data} match={match} />;
  const missing = read.error instanceof ApiRequestError && read.error.status === 404;
  return (
    <section aria-label="Job details" aria-busy={read.isPending} className={PANE_CLASSES}>
      {read.isPending ? (
        <div className="space-y-4" aria-hidden>
          <div className="h-7 w-2/3 animate-pulse rounded bg-zinc-100 dark:bg-zinc-800" />
          <div className="h-48 animate-pulse rounded-card bg-zinc-100 dark:bg-zinc-800" />
        </div>
      ) : (
        <p role="alert" className="text-sm text-zinc-700 dark:text-zinc-300">
          {missing ? 'This job does not exist or has been removed.' : 'This job could not be loaded.'}
        </p>
      )}
    </section>
  );
}

function PaneContent({ job, match }: { job: Job; match: JobMatch | undefined }) {
  const location = useLocation();
  const from = { from: location.pathname + location.search };
  return (
    <section aria-labelledby="selected-job-title" className={PANE_CLASSES}>
      <header className="flex items-start gap-3">
        <CompanyMark company={job.company} />
        <div className="min-w-0 flex-1">
          <h2 id="selected-job-title" className="text-xl font-semibold leading-snug tracking-tight">
            <Link
              to={`/jobs/${job.id}`}
              state={from}
              className="hover:text-brand-700 hover:underline dark:hover:text-brand-300"
            >
              {job.title}
            </Link>
          </h2>
          <p className="mt-0.5 text-zinc-700 dark:text-zinc-300">
            <CompanyLink name={job.company} slug={job.companySlug} verified={job.companyVerified} />
          </p>
        </div>
        <SaveJobButton job={job} />
      </header>
      <div className="mt-3">
        <JobTags job={job} matchScore={match?.score} />
      </div>
      {match && (
        <p className="mt-3 flex items-center gap-2 text-sm text-zinc-700 dark:text-zinc-300">
          <Sparkles className="size-4 shrink-0 text-brand-600 dark:text-brand-300" aria-hidden />
          {summaryLine(match.reasons)}
        </p>
      )}
      <div className="mt-5 flex flex-wrap gap-3">
        {job.isApplied ? (
          <button type="button" disabled className={buttonClasses('secondary', 'md')}>
            Applied
          </button>
        ) : (
          job.status === 'active' && (
            <ButtonLink
              to={`/jobs/${job.id}#apply`}
              state={from}
              size="md"
              aria-label={`Apply Now: ${job.title}`}
            >
              Apply Now
            </ButtonLink>
          )
        )}
        <ButtonLink to={`/jobs/${job.id}`} state={from} variant="secondary" size="md">
          Open job page <ArrowUpRight className="size-4" aria-hidden />
        </ButtonLink>
      </div>
      <div className="mt-6">
        <JobFacts job={job} />
      </div>
      <JobDescription job={job} level={3} />
    </section>
  );
}
