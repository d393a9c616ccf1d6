import type { Candidates } from '@skillmatch/shared/schemas/matching';
import { StatusBadge } from '../../../components/applications/status-badge';
import { MatchBadge } from '../../../components/match/match-badge';
import { MatchReasons } from '../../../components/match/match-reasons';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format';
import type { MoveTarget } from '../lib/pipeline-moves';
import { ApplicantsMotivation } from './applicants-motivation';
import { ApplicantsProfile } from './applicants-profile';
import { ApplicantsResumeLink } from './applicants-resume-link';
import { DisabledMark } from './pipeline-marks';
import { PipelineMoveMenu } from './pipeline-move-menu';

export type Applicant = Candidates['applicants'][number];

/**
 * One applicant of the job: rank and score with the reasons, status, when they applied, what they
 * wrote, their profile and resume, and the same Move menu as the pipeline.
 */
export function ApplicantsCard({
  applicant,
  rank,
  onMove,
}: {
  applicant: Applicant;
  rank: number;
  onMove: (target: MoveTarget, to: string) => void;
}) {
  const { person } = applicant;
  const target = { applicationId: applicant.applicationId, name: person.name, status: applicant.status };
  return (
    <article
      aria-label={person.name}
      data-testid="applicant-card"
      className="rounded-card border border-zinc-200 bg-white p-4 sm:p-5 dark:border-zinc-800 dark:bg-zinc-900/40"
    >
      <header className="flex flex-wrap items-start gap-3">
        <span className="mt-0.5 text-sm font-semibold text-zinc-500 tabular-nums dark:text-zinc-400">
          <span className="sr-only">Rank </span>#{rank}
        </span>
        <div className="min-w-0 flex-1">
          <h3 className="flex flex-wrap items-center gap-2 font-semibold">
            {person.name}
            {person.disabled && <DisabledMark />}
          </h3>
          <p className="truncate text-sm text-zinc-600 dark:text-zinc-400">{person.email}</p>
        </div>
        <MatchBadge score={applicant.score} size="md" />
      </header>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <StatusBadge status={applicant.status} />
        <span className="text-sm text-zinc-600 dark:text-zinc-400">
          Applied <time dateTime={applicant.appliedAt}>{formatDate(applicant.appliedAt)}</time>
        </span>
        <span className="ml-auto">
          <PipelineMoveMenu target={target} onMove={onMove} />
        </span>
      </div>
      <div className="mt-4 grid gap-5 lg:grid-cols-2">
        <div className="space-y-4">
          <ApplicantsProfile profile={applicant.profile} />
          <div>
            <h4 className="text-xs font-semibold tracking-wide text-zinc-600 uppercase dark:text-zinc-400">
              Motivation
            </h4>
            <div className="mt-1">
              <ApplicantsMotivation text={applicant.motivation} />
            </div>
          </div>
          {applicant.resume && <ApplicantsResumeLink userId={person.id} resume={applicant.resume} />}
          <Link
            to={`/admin/applications?application=${applicant.applicationId}`}
            className="inline-flex min-h-11 items-center text-sm font-medium text-brand-700 hover:underline dark:text-brand-300"
          >
            Interviews, scorecards and notes<span className="sr-only">&nbsp;for {person.name}</span>
          </Link>
        </div>
        <section
          aria-label={`Why ${person.name} matches`}
          className="rounded-lg bg-zinc-50 p-3 dark:bg-zinc-900"
        >
          <MatchReasons reasons={applicant.reasons} reader="recruiter" />
        </section>
      </div>
    </article>
  );
}
