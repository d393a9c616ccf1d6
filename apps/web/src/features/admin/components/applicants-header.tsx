import { Columns3, ExternalLink, Pencil } from 'lucide-react';
import type { Job } from '@skillmatch/shared/schemas/jobs';
import { ButtonLink } from '../../../components/ui/button';
import { JobStatusBadge } from './job-status-badge';

/** Under the page's title: the job's company and status, and the ways to the job, its form and its pipeline. */
export function ApplicantsJobLinks({ job }: { job: Job }) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <span className="text-zinc-700 dark:text-zinc-300">{job.company}</span>
      <JobStatusBadge status={job.status} />
      <nav aria-label="This job" className="flex w-full flex-wrap gap-2 sm:w-auto">
        <ButtonLink to={`/jobs/${job.id}`} variant="secondary" size="sm" className="max-sm:h-11">
          <ExternalLink className="size-4" aria-hidden />
          View job
        </ButtonLink>
        <ButtonLink to={`/admin/jobs/${job.id}/edit`} variant="secondary" size="sm" className="max-sm:h-11">
          <Pencil className="size-4" aria-hidden />
          Edit
        </ButtonLink>
        <ButtonLink
          to={`/admin/applications?jobId=${encodeURIComponent(job.id)}`}
          variant="secondary"
          size="sm"
          className="max-sm:h-11"
        >
          <Columns3 className="size-4" aria-hidden />
          Pipeline for this job
        </ButtonLink>
      </nav>
    </div>
  );
}
