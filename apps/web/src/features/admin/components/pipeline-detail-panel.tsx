import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { PipelineDetail } from '@skillmatch/shared/schemas/admin';
import { StatusBadge } from '../../../components/applications/status-badge';
import { MatchBadge } from '../../../components/match/match-badge';
import { LoadError } from '../../../components/ui/load-error';
import { ApiRequestError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { TeamVerdict, TeamWork } from './application-team-work';
import { usePipelineDetail } from '../api/pipeline-queries';
import type { MoveTarget } from '../lib/pipeline-moves';
import { ApplicantsResumeLink } from './applicants-resume-link';
import { moveTargetOf } from './pipeline-card';
import { DisabledMark } from './pipeline-marks';
import { PipelineMoveMenu } from './pipeline-move-menu';
import { PipelineTimeline } from './pipeline-timeline';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-6">
      <h3 className="text-sm font-semibold text-zinc-600 dark:text-zinc-400">{title}</h3>
      <div className="mt-2">{children}</div>
    </section>
  );
}

/**
 * One application in a panel at the side (?application=<id>, where notifications lead): who applied,
 * to what, their motivation, what happened so far, and the Move menu. Closing it leaves the URL clean.
 */
export function PipelineDetailPanel({
  id,
  onClose,
  onMove,
}: {
  id: string | null;
  onClose: () => void;
  onMove: (target: MoveTarget, to: string) => void;
}) {
  const detail = usePipelineDetail(id);
  const name = detail.data?.item.applicant.name;
  return (
    <Dialog.Root open={id !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-zinc-950/40 dark:bg-black/60" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 right-0 z-40 w-full max-w-lg overflow-y-auto border-l border-zinc-200 bg-white p-6 text-zinc-900 shadow-xl transition duration-200 ease-out outline-none starting:translate-x-8 starting:opacity-0 dark:border-zinc-800 dark:bg-zinc-900 dark:text-zinc-100"
        >
          <Dialog.Title className="pr-10 text-xl font-semibold tracking-tight">
            {name ? `Application from ${name}` : 'Application'}
          </Dialog.Title>
          <Dialog.Close
            aria-label="Close"
            className="absolute top-4 right-4 inline-flex size-11 items-center justify-center rounded-md text-zinc-600 hover:bg-zinc-100 dark:text-zinc-400 dark:hover:bg-zinc-800"
          >
            <X className="size-5" aria-hidden />
          </Dialog.Close>
          {detail.isPending && (
            <div
              role="status"
              aria-busy="true"
              aria-label="Loading the application"
              className="mt-6 space-y-3"
            >
              {[0, 1, 2].map((row) => (
                <div key={row} className="h-16 animate-pulse rounded-lg bg-zinc-100 dark:bg-zinc-800" />
              ))}
            </div>
          )}
          {detail.isError && (
            <div className="mt-6">
              {detail.error instanceof ApiRequestError && detail.error.status === 404 ? (
                <p role="alert">This application no longer exists.</p>
              ) : (
                <LoadError what="this application" onRetry={() => void detail.refetch()} />
              )}
            </div>
          )}
          {detail.data && <DetailBody data={detail.data} onMove={onMove} />}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function DetailBody({
  data: { application, item, score, profile, resume },
  onMove,
}: {
  data: NonNullable<ReturnType<typeof usePipelineDetail>['data']>;
  onMove: (target: MoveTarget, to: string) => void;
}) {
  return (
    <>
      <div className="mt-2 space-y-1 text-sm">
        {item.applicant.email && <p className="text-zinc-600 dark:text-zinc-400">{item.applicant.email}</p>}
        {item.applicant.disabled && <DisabledMark />}
        <p>
          {item.job.id ? (
            <Link
              to={`/jobs/${item.job.id}`}
              className="font-medium text-brand-700 hover:underline dark:text-brand-300"
            >
              {item.job.title}
            </Link>
          ) : (
            <span className="font-medium">{item.job.title}</span>
          )}{' '}
          at {item.job.company}
        </p>
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <StatusBadge status={item.status} />
        {score !== null && <MatchBadge score={score} />}
        <span className="text-sm text-zinc-600 dark:text-zinc-400">
          Applied <time dateTime={item.appliedAt}>{formatDate(item.appliedAt)}</time>
        </span>
        <span className="ml-auto">
          <PipelineMoveMenu target={moveTargetOf(item)} onMove={onMove} />
        </span>
      </div>
      <TeamVerdict applicationId={item.applicationId} />
      {resume && item.applicant.id && (
        <div className="mt-3">
          <ApplicantsResumeLink userId={item.applicant.id} resume={resume} />
        </div>
      )}
      {profile && <ApplicantProfile profile={profile} />}
      <Section title="Next step">
        {item.nextStep ? (
          <p className="text-sm">
            {item.nextStep}
            {item.nextStepDate && (
              <>
                {' · '}
                <time dateTime={item.nextStepDate}>{formatDate(item.nextStepDate)}</time>
              </>
            )}
          </p>
        ) : (
          <p className="text-sm text-zinc-600 dark:text-zinc-400">None set.</p>
        )}
      </Section>
      {item.feedback && (
        <Section title="Feedback">
          <p className="text-sm whitespace-pre-line">{item.feedback}</p>
        </Section>
      )}
      <Section title="Motivation">
        <p className="text-sm leading-relaxed whitespace-pre-line">{application.motivation}</p>
      </Section>
      <TeamWork applicationId={item.applicationId} jobId={item.job.id} />
      <Section title="Timeline">
        <PipelineTimeline timeline={application.timeline} applicationId={application.applicationId} />
      </Section>
    </>
  );
}

type ProfileFacts = NonNullable<PipelineDetail['profile']>;

/** What the applicant's profile says: skills, experience and education (the resume is linked above). */
function ApplicantProfile({ profile }: { profile: ProfileFacts }) {
  const years = (start: number, end: number | null, current: boolean) =>
    `${start} – ${current ? 'now' : (end ?? '')}`;
  return (
    <>
      {profile.headline && (
        <p className="mt-3 text-sm text-zinc-700 dark:text-zinc-300">{profile.headline}</p>
      )}
      <Section title="Skills">
        {profile.skills.length === 0 ? (
          <p className="text-sm text-zinc-600 dark:text-zinc-400">None listed.</p>
        ) : (
          <ul className="flex flex-wrap gap-1.5" aria-label="Applicant’s skills">
            {profile.skills.map((skill) => (
              <li
                key={skill}
                className="rounded-full bg-zinc-100 px-2.5 py-1 text-xs font-medium text-zinc-800 dark:bg-zinc-800 dark:text-zinc-200"
              >
                {skill}
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section title="Experience">
        {profile.experience.length === 0 ? (
          <p className="text-sm text-zinc-600 dark:text-zinc-400">None listed.</p>
        ) : (
          <ul className="space-y-2 text-sm">
            {profile.experience.map((entry) => (
              <li key={`${entry.title} ${entry.company} ${entry.startDate}`}>
                <p className="font-medium">
                  {entry.title} · {entry.company}
                </p>
                <p className="text-xs text-zinc-600 dark:text-zinc-400">
                  {entry.startDate} – {entry.current ? 'now' : entry.endDate}
                </p>
                {entry.description && <p className="mt-0.5 whitespace-pre-line">{entry.description}</p>}
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section title="Education">
        {profile.education.length === 0 ? (
          <p className="text-sm text-zinc-600 dark:text-zinc-400">None listed.</p>
        ) : (
          <ul className="space-y-2 text-sm">
            {profile.education.map((entry) => (
              <li key={`${entry.school} ${entry.startYear}`}>
                <p className="font-medium">{entry.school}</p>
                <p className="text-xs text-zinc-600 dark:text-zinc-400">
                  {[entry.degree, entry.field].filter(Boolean).join(', ')}
                  {entry.degree || entry.field ? ' · ' : ''}
                  {years(entry.startYear, entry.endYear, entry.current)}
                </p>
              </li>
            ))}
          </ul>
        )}
      </Section>
    </>
  );
}
