import { ArrowLeft, Pencil, Users } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { ApiRequestError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { MatchBadge } from '../../../components/match/match-badge';
import { MatchReasons } from '../../../components/match/match-reasons';
import { ButtonLink } from '../../../components/ui/button';
import { useJobMatches } from '../api/job-matches';
import { useJob } from '../api/job-queries';
import { CompanyLink } from '../../../components/jobs/company-link';
import { SaveJobButton } from '../../../components/jobs/save-job-button';
import { ApplyPanel } from '../components/apply-panel';
import { JobDescription, JobFacts, JobTags } from '../components/job-details';
import { JobRelated } from '../components/job-related';
import { StickyApplyBar } from '../components/sticky-apply-bar';
import { usePageTitle } from '../../../lib/use-page-title';
import { PageLoadError, PageLoading } from '../../../components/ui/page-states';

/** For administrators only: the way from a job to its applicants and to its edit form. */
function AdminJobLinks({ id }: { id: string }) {
  const session = useSession();
  if (session.data?.user?.role !== 'admin') return null;
  return (
    <div className="mt-4 flex flex-wrap gap-2">
      <ButtonLink to={`/admin/jobs/${id}/applicants`} size="md">
        <Users className="size-4" aria-hidden />
        See applicants
      </ButtonLink>
      <ButtonLink to={`/admin/jobs/${id}/edit`} variant="secondary" size="md">
        <Pencil className="size-4" aria-hidden />
        Edit
      </ButtonLink>
    </div>
  );
}

function JobNotFound() {
  usePageTitle('Job not found');
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-3xl font-semibold tracking-tight">Job not found</h1>
      <p className="mt-4 text-zinc-600 dark:text-zinc-400">This job does not exist or has been removed.</p>
      <ButtonLink to="/jobs" className="mt-8">
        Back to Jobs
      </ButtonLink>
    </section>
  );
}

export function JobDetailPage({ id }: { id: string }) {
  const job = useJob(id);
  const match = useJobMatches([id]).get(id);
  const location = useLocation();
  const backTo = typeof location.state?.from === 'string' ? location.state.from : '/jobs';

  usePageTitle(job.data ? `${job.data.title} at ${job.data.company}` : null);

  if (job.isPending) return <PageLoading label="Loading job" width="max-w-6xl" />;
  if (job.isError) {
    if (job.error instanceof ApiRequestError && job.error.status === 404) return <JobNotFound />;
    return (
      <PageLoadError
        title="This job could not be loaded"
        message={job.error.message}
        onRetry={() => void job.refetch()}
      />
    );
  }

  const data = job.data;
  return (
    <article className="mx-auto max-w-6xl px-4 pt-8 pb-24 sm:px-6 lg:pb-8">
      <Link
        to={backTo}
        className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:underline dark:text-brand-300"
      >
        <ArrowLeft className="size-4" aria-hidden /> Back to Jobs
      </Link>
      <div className="mt-6 grid gap-10 lg:grid-cols-[1fr_20rem]">
        <div className="min-w-0">
          <header className="flex items-start justify-between gap-4">
            <div>
              <h1 className="text-3xl font-semibold tracking-tight">{data.title}</h1>
              <p className="mt-2 text-lg text-zinc-700 dark:text-zinc-300">
                <CompanyLink name={data.company} slug={data.companySlug} verified={data.companyVerified} />
              </p>
              <div className="mt-3">
                <JobTags job={data} matchScore={match?.score} />
              </div>
              <AdminJobLinks id={data.id} />
            </div>
            <SaveJobButton job={data} withLabel />
          </header>

          <div className="mt-6">
            <JobFacts job={data} />
          </div>
          <JobDescription job={data} level={2} />
          <JobRelated job={data} />
        </div>

        <aside id="apply" aria-label="Apply" className="lg:sticky lg:top-24 lg:self-start">
          <ApplyPanel job={data} />
          {match && (
            <section
              aria-labelledby="your-match"
              className="mt-4 rounded-card border border-zinc-200 p-5 dark:border-zinc-800"
            >
              <div className="flex items-center justify-between gap-3">
                <h2 id="your-match" className="text-lg font-semibold">
                  Your match
                </h2>
                <MatchBadge score={match.score} size="md" />
              </div>
              <div className="mt-4">
                <MatchReasons reasons={match.reasons} />
              </div>
              <Link
                to="/recommendations"
                className="mt-4 inline-flex min-h-11 items-center text-sm font-medium text-brand-700 hover:underline dark:text-brand-300"
              >
                See your recommendations
              </Link>
            </section>
          )}
        </aside>
      </div>
      {data.status === 'active' && !data.isApplied && <StickyApplyBar job={data} />}
    </article>
  );
}
