import { Banknote, Briefcase, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import type { Job } from '@skillmatch/shared/schemas/jobs';
import type { RelatedJobs, SimilarJob } from '@skillmatch/shared/schemas/related-jobs';
import { CompanyLink } from '../../../components/jobs/company-link';
import { CompanyMark } from '../../../components/jobs/company-mark';
import { RemoteTag } from '../../../components/jobs/job-card';
import { LoadError } from '../../../components/ui/load-error';
import { formatSalary, plural, postedAgo } from '../../../lib/format';
import { useRelatedJobs } from '../api/job-queries';

/*
 * Below a job: who the employer is (what its company page says, its other open jobs) and a few open
 * jobs asking for the same skills, both from GET /api/jobs/:id/related.
 */

const box = 'rounded-card border border-zinc-200 p-5 dark:border-zinc-800';

function Placeholder({ label }: { label: string }) {
  return (
    <div aria-busy="true" aria-label={label} className="mt-3 space-y-2">
      <div className="h-5 w-1/2 animate-pulse rounded bg-zinc-100 dark:bg-zinc-800" />
      <div className="h-16 animate-pulse rounded bg-zinc-100 dark:bg-zinc-800" />
    </div>
  );
}

function Employer({ job, employer }: { job: Job; employer: RelatedJobs['employer'] }) {
  const others = `/jobs?company=${encodeURIComponent(employer.slug)}`;
  return (
    <div className={`mt-3 ${box}`}>
      <div className="flex items-start gap-3">
        <CompanyMark company={employer.name} logoUrl={employer.logoUrl} />
        <div className="min-w-0">
          <p className="font-semibold">
            <CompanyLink name={employer.name} slug={employer.slug} verified={employer.verified} />
          </p>
          <p className="text-sm text-zinc-700 dark:text-zinc-300">
            {[employer.sector, job.location].filter(Boolean).join(' · ') || 'Employer'}
          </p>
        </div>
      </div>
      {employer.about && (
        <p className="mt-3 max-w-[70ch] leading-relaxed text-zinc-800 dark:text-zinc-200">{employer.about}</p>
      )}
      {employer.openJobs > 0 ? (
        <Link
          to={others}
          className="mt-3 inline-flex min-h-11 items-center text-sm font-medium text-brand-700 hover:underline dark:text-brand-300"
        >
          {plural(employer.openJobs, 'other open job')} at {employer.name}
        </Link>
      ) : (
        <p className="mt-3 text-sm text-zinc-600 dark:text-zinc-400">
          No other open jobs at {employer.name}.
        </p>
      )}
    </div>
  );
}

function SimilarJobCard({ job }: { job: SimilarJob }) {
  return (
    <li className={`relative flex flex-col gap-2 bg-white hover:border-brand-300 dark:bg-zinc-900 ${box}`}>
      <h3 className="font-semibold leading-snug">
        <Link
          to={`/jobs/${job.id}`}
          className="after:absolute after:inset-0 after:rounded-card hover:text-brand-700 focus-visible:outline-none focus-visible:after:ring-2 focus-visible:after:ring-brand-500 dark:hover:text-brand-300"
        >
          {job.title}
        </Link>
      </h3>
      <p className="text-sm text-zinc-700 dark:text-zinc-300">{job.company}</p>
      <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-zinc-700 dark:text-zinc-300">
        <div className="flex items-center gap-1.5">
          <dt>
            <MapPin className="size-4" aria-label="Location" />
          </dt>
          <dd>{job.location || 'N/A'}</dd>
        </div>
        <div className="flex items-center gap-1.5">
          <dt>
            <Banknote className="size-4" aria-label="Salary" />
          </dt>
          <dd className="tabular-nums">{formatSalary(job.salaryMin, job.salaryMax, job.currency)}</dd>
        </div>
        <div className="flex items-center gap-1.5">
          <dt>
            <Briefcase className="size-4" aria-label="Type" />
          </dt>
          <dd>{job.type}</dd>
        </div>
      </dl>
      {job.sharedSkills.length > 0 && (
        <p className="text-sm text-zinc-700 dark:text-zinc-300">
          <span className="font-medium">Skills in common:</span> {job.sharedSkills.join(', ')}
        </p>
      )}
      <div className="mt-auto flex flex-wrap items-center justify-between gap-2">
        {job.remote ? <RemoteTag /> : <span />}
        <span className="text-xs text-zinc-600 dark:text-zinc-400">{postedAgo(job.postedDate)}</span>
      </div>
    </li>
  );
}

/** "About the employer" and "Similar jobs", each with its loading, empty and error state. */
export function JobRelated({ job }: { job: Job }) {
  const related = useRelatedJobs(job.id);
  return (
    <>
      <section aria-labelledby="about-employer" className="mt-10">
        <h2 id="about-employer" className="text-lg font-semibold">
          About the employer
        </h2>
        {related.isPending ? (
          <Placeholder label="Loading the employer" />
        ) : related.isError ? (
          <div className="mt-3">
            <LoadError what="the employer and similar jobs" onRetry={() => void related.refetch()} />
          </div>
        ) : (
          <Employer job={job} employer={related.data.employer} />
        )}
      </section>
      {/* On an error the employer section above says so, once, with its Try again. */}
      {!related.isError && (
        <section aria-labelledby="similar-jobs" className="mt-10">
          <h2 id="similar-jobs" className="text-lg font-semibold">
            Similar jobs
          </h2>
          {related.isPending ? (
            <Placeholder label="Loading similar jobs" />
          ) : related.data.similar.length === 0 ? (
            <p className="mt-3 text-zinc-600 dark:text-zinc-400">No similar open jobs right now.</p>
          ) : (
            <ul className="mt-3 grid gap-3 sm:grid-cols-2">
              {related.data.similar.map((similar) => (
                <SimilarJobCard key={similar.id} job={similar} />
              ))}
            </ul>
          )}
        </section>
      )}
    </>
  );
}
