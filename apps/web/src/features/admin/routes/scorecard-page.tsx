import { useParams } from 'react-router';
import { LoadError } from '../../../components/ui/load-error';
import { ApiRequestError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { usePipelineDetail } from '../api/pipeline-queries';
import { AdminPageShell } from '../components/admin-page-shell';
import { useMyScorecard } from '../api/interview-calls';
import { ScorecardForm } from '../components/scorecard-form';
import { ScorecardSummary } from '../components/scorecard-summary';

/**
 * /admin/applications/:applicationId/interviews/:interviewId/scorecard: the interviewer's scorecard for
 * one interview, and below it the team's (shown once theirs is submitted).
 */
export function ScorecardPage() {
  const { applicationId = '', interviewId = '' } = useParams();
  const detail = usePipelineDetail(applicationId);
  const card = useMyScorecard(interviewId);
  const viewerId = useSession().data?.user?.id ?? '';
  const who = detail.data ? `${detail.data.item.applicant.name} · ${detail.data.item.job.title}` : undefined;
  const back = { to: `/admin/applications?application=${applicationId}`, label: 'Back to the application' };

  if (card.isError && card.error instanceof ApiRequestError && card.error.status === 404)
    return (
      <AdminPageShell title="Scorecard not found" back={back}>
        <p className="text-zinc-700 dark:text-zinc-300">
          Only the interviewers of an interview have its scorecard, and this interview is not one of yours.
        </p>
      </AdminPageShell>
    );

  return (
    <AdminPageShell title="Scorecard" subtitle={who} back={back}>
      {card.isPending ? (
        <div
          role="status"
          aria-busy="true"
          aria-label="Loading the scorecard"
          className="h-64 animate-pulse rounded-card bg-zinc-100 dark:bg-zinc-800"
        />
      ) : card.isError ? (
        <LoadError what="the scorecard" onRetry={() => void card.refetch()} />
      ) : (
        <div className="space-y-8">
          <section className="rounded-card border border-zinc-200 bg-white p-4 sm:p-6 dark:border-zinc-800 dark:bg-zinc-900/40">
            <ScorecardForm
              key={card.data.submittedAt ?? 'draft'}
              card={card.data}
              applicationId={applicationId}
            />
          </section>
          <section aria-labelledby="team-scorecards">
            <h2 id="team-scorecards" className="text-lg font-semibold tracking-tight">
              The team’s scorecards
            </h2>
            <div className="mt-3">
              <ScorecardSummary applicationId={applicationId} viewerId={viewerId} />
            </div>
          </section>
        </div>
      )}
    </AdminPageShell>
  );
}
