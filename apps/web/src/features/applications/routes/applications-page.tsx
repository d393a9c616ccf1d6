import { Briefcase, CalendarClock, MessageSquareText } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { APPLICATION_STATUSES } from '@skillmatch/shared/constants';
import type { Application } from '@skillmatch/shared/schemas/applications';
import { StatusBadge } from '../../../components/applications/status-badge';
import { PageHeader } from '../../../components/layout/page-header';
import { Alert } from '../../../components/ui/alert';
import { Button, ButtonLink } from '../../../components/ui/button';
import { DangerButton } from '../../../components/ui/danger-button';
import { LoadError } from '../../../components/ui/load-error';
import { Dialog, DialogClose } from '../../../components/ui/dialog';
import { formatDate } from '../../../lib/format';
import type { OwnStory } from '@skillmatch/shared/schemas/stories';
import { useMyApplications, useMyStories, useWithdraw } from '../api/applications';
import { ApplicationEmails } from '../components/application-emails';
import { ApplicationInterviews } from '../components/application-interviews';
import { ShareStory } from '../components/share-story';
import { StatusStepper } from '../components/status-stepper';
import { usePageTitle } from '../../../lib/use-page-title';

const card = 'rounded-card border border-zinc-200 bg-white p-5 dark:border-zinc-800 dark:bg-zinc-900/40';
const OPEN_STATUSES = ['Applied', 'In Progress', 'Interview', 'Offer'];

function ApplicationCard({
  application,
  story,
  onWithdraw,
}: {
  application: Application;
  /** The application's success story; null until the stories are known. */
  story: OwnStory | undefined | null;
  onWithdraw: () => void;
}) {
  const headingId = useId();
  return (
    <article aria-labelledby={headingId} className={card}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={headingId} className="text-lg font-semibold">
            {application.jobId ? (
              <Link to={`/jobs/${application.jobId}`} className="hover:underline">
                {application.job}
              </Link>
            ) : (
              application.job
            )}
          </h2>
          <p className="text-zinc-700 dark:text-zinc-300">
            {application.company}
            {application.companyLocation ? ` · ${application.companyLocation}` : ''}
          </p>
        </div>
        <StatusBadge status={application.status} />
      </div>
      <p className="mt-2 text-sm text-zinc-600 dark:text-zinc-400">
        Applied: {formatDate(application.appliedDate)}
      </p>
      <div className="mt-4">
        <StatusStepper application={application} />
      </div>
      {application.nextStep && (
        <p className="mt-3 flex items-center gap-2 text-sm font-medium">
          <CalendarClock className="size-4" aria-hidden />
          Next: {application.nextStep}
          {application.nextStepDate ? ` (${formatDate(application.nextStepDate)})` : ''}
        </p>
      )}
      {application.feedback && (
        <p className="mt-3 flex gap-2 text-sm">
          <MessageSquareText className="mt-0.5 size-4 shrink-0" aria-hidden />
          <span>
            <span className="font-medium">Feedback: </span>
            {application.feedback}
          </span>
        </p>
      )}
      <ApplicationInterviews
        applicationId={application.applicationId}
        job={application.job}
        hasInterviews={application.timeline.some((entry) => entry.stage === 'Interview scheduled')}
      />
      <ApplicationEmails
        applicationId={application.applicationId}
        job={application.job}
        hasEmails={application.timeline.some(
          (entry) => entry.stage === 'Email sent' || entry.stage === 'Reply received',
        )}
      />
      <details className="mt-4 text-sm">
        <summary className="cursor-pointer font-semibold">Your motivation</summary>
        <p className="mt-2 whitespace-pre-line text-zinc-700 dark:text-zinc-300">{application.motivation}</p>
      </details>
      <h3 className="mt-4 text-sm font-semibold">Timeline</h3>
      <ol
        aria-label="Timeline"
        className="mt-2 space-y-2 border-l-2 border-zinc-200 pl-4 dark:border-zinc-700"
      >
        {application.timeline.map((entry, index) => (
          <li key={`${entry.stage}-${index}`} className="text-sm">
            <span className="font-medium">{entry.stage}</span>
            <span className="text-zinc-600 dark:text-zinc-400"> · {formatDate(entry.date)}</span>
            {entry.note && <span className="block text-zinc-600 dark:text-zinc-400">{entry.note}</span>}
          </li>
        ))}
      </ol>
      {application.status === 'Offer' && story !== null && (
        <ShareStory applicationId={application.applicationId} story={story} />
      )}
      {OPEN_STATUSES.includes(application.status) && (
        <div className="mt-4">
          <DangerButton variant="outline" size="sm" onClick={onWithdraw}>
            Withdraw application
          </DangerButton>
        </div>
      )}
    </article>
  );
}

/** /applications: every application with its status, next step, feedback and timeline; filter; withdraw. */
export function ApplicationsPage() {
  const applications = useMyApplications();
  const withdraw = useWithdraw();
  const [status, setStatus] = useState('');
  const [withdrawing, setWithdrawing] = useState<Application | null>(null);
  const filterId = useId();

  usePageTitle('My applications');

  const all = applications.data ?? [];
  const stories = useMyStories(all.some((application) => application.status === 'Offer'));
  const shown = status ? all.filter((application) => application.status === status) : all;

  return (
    <section className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      <PageHeader title="My applications" subtitle="Every application and where it stands.">
        {all.length > 0 && (
          <div className="flex flex-col gap-1.5">
            <label htmlFor={filterId} className="text-sm font-medium">
              Status
            </label>
            <select
              id={filterId}
              value={status}
              onChange={(event) => setStatus(event.target.value)}
              className="h-11 rounded-lg border border-zinc-300 bg-white px-3 text-sm dark:border-zinc-700 dark:bg-zinc-900"
            >
              <option value="">All statuses</option>
              {APPLICATION_STATUSES.map((value) => (
                <option key={value} value={value}>
                  {value}
                </option>
              ))}
            </select>
          </div>
        )}
      </PageHeader>
      <div className="mt-8 grid gap-4">
        {applications.isPending ? (
          <div role="status" aria-label="Loading your applications" className="grid gap-4">
            {[0, 1].map((key) => (
              <div
                key={key}
                className="h-48 animate-pulse rounded-card bg-zinc-200 motion-reduce:animate-none dark:bg-zinc-800"
              />
            ))}
          </div>
        ) : applications.isError ? (
          <LoadError what="your applications" onRetry={() => void applications.refetch()} />
        ) : all.length === 0 ? (
          <div className={`${card} flex flex-col items-center gap-3 py-12 text-center`}>
            <Briefcase className="size-8 text-zinc-500" aria-hidden />
            <p className="font-medium">You haven&apos;t applied to any jobs yet</p>
            <ButtonLink to="/jobs">Browse Jobs</ButtonLink>
          </div>
        ) : shown.length === 0 ? (
          <p className={`${card} text-sm text-zinc-600 dark:text-zinc-400`}>
            No applications with the status {status}.
          </p>
        ) : (
          shown.map((application) => (
            <ApplicationCard
              key={application.applicationId}
              application={application}
              story={
                stories.isSuccess
                  ? stories.data.find((story) => story.applicationId === application.applicationId)
                  : null
              }
              onWithdraw={() => setWithdrawing(application)}
            />
          ))
        )}
      </div>
      <Dialog
        open={withdrawing !== null}
        onOpenChange={(open) => {
          if (!open) setWithdrawing(null);
        }}
        alert
        title="Withdraw this application?"
        description={
          withdrawing ? `${withdrawing.job} at ${withdrawing.company}. The recruiter is told.` : undefined
        }
      >
        {withdraw.isError && <Alert tone="error">{withdraw.error.message}</Alert>}
        <DialogClose asChild>
          <Button variant="secondary">Keep it</Button>
        </DialogClose>
        <DangerButton
          disabled={withdraw.isPending}
          onClick={() =>
            withdrawing &&
            withdraw.mutate(withdrawing.applicationId, { onSuccess: () => setWithdrawing(null) })
          }
        >
          Withdraw
        </DangerButton>
      </Dialog>
    </section>
  );
}
