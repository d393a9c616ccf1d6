import { useParams } from 'react-router';
import type { Job } from '@skillmatch/shared/schemas/jobs';
import { ButtonLink } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/load-error';
import { ApiRequestError } from '../../../lib/api-client';
import { formatDate, formatSalary } from '../../../lib/format';
import { useJob } from '../api/use-job';
import { AdminPageShell } from '../components/admin-page-shell';
import { cardClass, skeletonBar } from '../components/dashboard-card';
import { JobReviewBadge, REVIEW_LABELS } from '../components/job-review-badge';
import { NotFoundPanel } from '../components/not-found-panel';
import { ReviewDecisionForm } from '../components/review-decision-form';

const BACK = { to: '/admin/review', label: 'Back to the review queue' };

function ListSection({ title, items }: { title: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <section>
      <h3 className="text-sm font-semibold">{title}</h3>
      <ul className="mt-1 list-disc space-y-1 pl-5 text-sm">
        {items.map((item, index) => (
          <li key={index}>{item}</li>
        ))}
      </ul>
    </section>
  );
}

/** The job as seekers would see it once published: what the operator reviews. */
function JobUnderReview({ job }: { job: Job }) {
  return (
    <article className={`${cardClass} space-y-4`} aria-label="The job">
      <div>
        <h2 className="text-xl font-semibold tracking-tight">{job.title}</h2>
        <p className="text-sm text-zinc-700 dark:text-zinc-300">
          {job.company} · {job.location ?? 'N/A'} · {job.type}
          {job.remote ? ' · Remote' : ''} · {job.category}
        </p>
        <p className="mt-1 text-sm text-zinc-700 dark:text-zinc-300">
          {formatSalary(job.salaryMin, job.salaryMax, job.currency)}
          {job.experience ? ` · ${job.experience}` : ''} · posting date{' '}
          <time dateTime={job.postedDate}>{formatDate(job.postedDate)}</time>
          {job.closingDate && (
            <>
              {' '}
              · closes <time dateTime={job.closingDate}>{formatDate(job.closingDate)}</time>
            </>
          )}
        </p>
      </div>
      <p className="text-sm break-words whitespace-pre-line">{job.description}</p>
      <ListSection title="Responsibilities" items={job.responsibilities} />
      <ListSection title="Requirements" items={job.requirements} />
      <ListSection title="Skills" items={job.skillNames} />
    </article>
  );
}

/** /admin/review/:id: one job waiting for review, in full, and the operator's decision on it. */
export function ReviewJobPage() {
  const { id = '' } = useParams();
  const job = useJob(id);

  if (job.isPending) {
    return (
      <AdminPageShell title="Review a job" back={BACK}>
        <div role="status" aria-busy="true" aria-label="Loading the job" className={cardClass}>
          <div className={`${skeletonBar} h-6 w-64`} />
          <div className={`${skeletonBar} mt-4 h-32`} />
        </div>
      </AdminPageShell>
    );
  }
  if (job.isError) {
    if (job.error instanceof ApiRequestError && job.error.status === 404) {
      return (
        <AdminPageShell title="Job not found" back={BACK}>
          <NotFoundPanel
            text="This job does not exist, or it was deleted."
            to="/admin/review"
            action="Open the review queue"
          />
        </AdminPageShell>
      );
    }
    return (
      <AdminPageShell title="Review a job" back={BACK}>
        <LoadError what="the job" onRetry={() => void job.refetch()} />
      </AdminPageShell>
    );
  }

  const waiting = job.data.review === 'pending';
  return (
    <AdminPageShell
      title="Review a job"
      back={BACK}
      subtitle={
        <span className="flex flex-wrap items-center gap-2">
          <span>
            <span className="font-medium text-zinc-900 dark:text-zinc-100">{job.data.title}</span> at{' '}
            {job.data.company}
          </span>
          <JobReviewBadge review={job.data.review} />
        </span>
      }
    >
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <JobUnderReview job={job.data} />
        <div className={cardClass}>
          {waiting ? (
            <ReviewDecisionForm jobId={job.data.id} />
          ) : (
            <div className="space-y-3 text-sm">
              <p>
                This job is not waiting for review: it is{' '}
                <strong>{REVIEW_LABELS[job.data.review].toLowerCase()}</strong>.
              </p>
              {job.data.reviewNote && <p className="whitespace-pre-line">The note: {job.data.reviewNote}</p>}
              <ButtonLink to={`/admin/jobs/${job.data.id}/edit`} variant="secondary">
                Open the job
              </ButtonLink>
            </div>
          )}
        </div>
      </div>
    </AdminPageShell>
  );
}
