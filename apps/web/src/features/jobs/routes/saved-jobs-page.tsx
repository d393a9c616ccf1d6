import { Star } from 'lucide-react';
import { JobCard } from '../../../components/jobs/job-card';
import { PageHeader } from '../../../components/layout/page-header';
import { ButtonLink } from '../../../components/ui/button';
import { useJobMatches } from '../api/job-matches';
import { useSavedJobs } from '../api/job-queries';
import { JobCardSkeletons, JobsError } from '../components/job-list-states';
import { RemovedSavedJobCard } from '../components/removed-saved-job-card';
import { usePageTitle } from '../../../lib/use-page-title';

export function SavedJobsPage() {
  const saved = useSavedJobs();
  const matches = useJobMatches(saved.data?.jobs.map((job) => job.id));
  usePageTitle('Saved jobs');
  return (
    <section className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      <PageHeader title="Saved jobs" subtitle="The jobs you starred, newest first." />
      <div className="mt-8">
        {saved.isPending ? (
          <JobCardSkeletons count={2} />
        ) : saved.isError ? (
          <JobsError message={saved.error.message} onRetry={() => void saved.refetch()} />
        ) : saved.data.jobs.length + saved.data.removed.length === 0 ? (
          <div className="flex flex-col items-center rounded-card border border-dashed border-zinc-300 px-6 py-16 text-center dark:border-zinc-700">
            <Star className="size-8 text-zinc-500" aria-hidden />
            <p className="mt-3 text-lg font-semibold">No saved jobs yet</p>
            <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">Star a job to keep it here.</p>
            <ButtonLink to="/jobs" className="mt-5">
              Browse Jobs
            </ButtonLink>
          </div>
        ) : (
          <ul className="space-y-4">
            {saved.data.jobs.map((job) => (
              <li key={job.id}>
                <JobCard job={job} matchScore={matches.get(job.id)?.score} />
              </li>
            ))}
            {/* Jobs deleted since they were saved stay, last, until the person takes them off. */}
            {saved.data.removed.map((job) => (
              <li key={job.id}>
                <RemovedSavedJobCard job={job} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
