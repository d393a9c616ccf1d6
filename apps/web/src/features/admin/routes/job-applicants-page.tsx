import { useState } from 'react';
import { useParams } from 'react-router';
import { ButtonLink } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/load-error';
import { ApiRequestError } from '../../../lib/api-client';
import { useCandidates } from '../api/applicants-queries';
import { useJob } from '../api/use-job';
import { AdminPageShell } from '../components/admin-page-shell';
import { JobInterviewersCard } from '../components/job-interviewers-card';
import { ApplicantsCard, type Applicant } from '../components/applicants-card';
import { ApplicantsFilters, type ApplicantsSort } from '../components/applicants-filters';
import { ApplicantsJobLinks } from '../components/applicants-header';
import { ApplicantsOthers } from '../components/applicants-others';
import { ApplicantsEmpty, ApplicantsSkeleton } from '../components/applicants-states';
import { PipelineMoveDialog } from '../components/pipeline-move-dialog';
import type { MoveRequest } from '../lib/pipeline-moves';

const byScore = (a: Applicant, b: Applicant) => b.score - a.score;
const byNewest = (a: Applicant, b: Applicant) => b.appliedAt.localeCompare(a.appliedAt);

/**
 * /admin/jobs/:id/applicants: everyone who applied to one job, best match first, with the reasons,
 * what they wrote and their profile; each moved with the pipeline's menu and dialog. Below, the
 * seekers who match but have not applied.
 */
export function JobApplicantsPage() {
  const { id = '' } = useParams();
  const job = useJob(id);
  const candidates = useCandidates(id);
  const [status, setStatus] = useState('');
  const [sort, setSort] = useState<ApplicantsSort>('match');
  const [request, setRequest] = useState<MoveRequest | null>(null);

  if (job.isError && job.error instanceof ApiRequestError && job.error.status === 404) {
    return (
      <AdminPageShell title="Job not found" subtitle="This job does not exist or has been deleted.">
        <ButtonLink to="/admin/applications" variant="secondary">
          Go to all applications
        </ButtonLink>
      </AdminPageShell>
    );
  }

  const applicants = candidates.data?.applicants ?? [];
  // The rank is by match whatever the order shown, so "#1" always means the best fit.
  const ranks = new Map([...applicants].sort(byScore).map((each, index) => [each.applicationId, index + 1]));
  const shown = applicants
    .filter((each) => !status || each.status === status)
    .sort(sort === 'match' ? byScore : byNewest);

  return (
    <AdminPageShell
      title={job.data ? `Applicants for ${job.data.title}` : 'Applicants'}
      subtitle={job.data ? <ApplicantsJobLinks job={job.data} /> : undefined}
      width="max-w-6xl"
    >
      <JobInterviewersCard jobId={id} />
      {candidates.isPending ? (
        <ApplicantsSkeleton />
      ) : candidates.isError ? (
        <LoadError what="the applicants" onRetry={() => void candidates.refetch()} />
      ) : (
        <>
          {applicants.length === 0 ? (
            <ApplicantsEmpty jobId={id} />
          ) : (
            <section aria-labelledby="applicants-heading">
              <h2 id="applicants-heading" className="sr-only">
                Applicants
              </h2>
              <ApplicantsFilters
                statuses={applicants.map((each) => each.status)}
                status={status}
                onStatus={setStatus}
                sort={sort}
                onSort={setSort}
              />
              <p className="mt-4 text-sm text-zinc-600 dark:text-zinc-400" aria-live="polite">
                {shown.length} of {applicants.length} {applicants.length === 1 ? 'applicant' : 'applicants'}
              </p>
              {shown.length === 0 ? (
                <p className="mt-4 rounded-card border border-dashed border-zinc-300 px-4 py-10 text-center text-sm text-zinc-600 dark:border-zinc-700 dark:text-zinc-400">
                  No applicant is {status} right now.
                </p>
              ) : (
                <ol className="mt-3 space-y-4">
                  {shown.map((applicant) => (
                    <li key={applicant.applicationId}>
                      <ApplicantsCard
                        applicant={applicant}
                        rank={ranks.get(applicant.applicationId) ?? 0}
                        onMove={(target, to) => setRequest({ targets: [target], to })}
                      />
                    </li>
                  ))}
                </ol>
              )}
            </section>
          )}
          <ApplicantsOthers others={candidates.data.others} total={candidates.data.othersTotal} />
        </>
      )}
      <PipelineMoveDialog request={request} onClose={() => setRequest(null)} />
    </AdminPageShell>
  );
}
