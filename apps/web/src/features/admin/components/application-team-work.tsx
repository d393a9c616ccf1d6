import type { ReactNode } from 'react';
import { useSession } from '../../../lib/session';
import { useJobInterviewers } from '../api/use-job-interviewers';
import { ScorecardSummary } from './scorecard-summary';
import { TeamInterviews } from './team-interviews';
import { TeamNotes } from './team-notes';

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="mt-6">
      <h3 className="text-sm font-semibold text-zinc-600 dark:text-zinc-400">{title}</h3>
      <div className="mt-2">{children}</div>
    </section>
  );
}

/** The team's verdict on the application (who said what), shown beside its match score. */
export function TeamVerdict({ applicationId }: { applicationId: string }) {
  const viewerId = useSession().data?.user?.id ?? '';
  return (
    <Part title="Team’s verdict">
      <ScorecardSummary applicationId={applicationId} viewerId={viewerId} />
    </Part>
  );
}

/**
 * The hiring team's work on an application: its interviews (scheduled by owners and recruiters) and the
 * team's notes, whose @mentions are the people who can read the application.
 */
export function TeamWork({ applicationId, jobId }: { applicationId: string; jobId: string | null }) {
  const session = useSession().data;
  const interviewers = useJobInterviewers(jobId ?? '', jobId !== null);
  const team = interviewers.data?.team ?? [];
  const assigned = new Set(interviewers.data?.interviewers.map((person) => person.userId));
  const readers = team.filter((person) => person.role !== 'interviewer' || assigned.has(person.userId));
  return (
    <>
      <Part title="Interviews">
        <TeamInterviews
          applicationId={applicationId}
          team={team}
          manages={jobId !== null && session?.backOffice?.role !== 'interviewer'}
          viewerEmail={session?.user?.email ?? ''}
        />
      </Part>
      <Part title="Team notes">
        <TeamNotes
          applicationId={applicationId}
          members={readers.filter((person) => person.userId !== session?.user?.id)}
        />
      </Part>
    </>
  );
}
