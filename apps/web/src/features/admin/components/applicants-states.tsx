import { UserRoundSearch } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button';

/** The applicants' shape while they load. */
export function ApplicantsSkeleton() {
  return (
    <div role="status" aria-busy="true" aria-label="Loading the applicants" className="space-y-3">
      {[0, 1, 2].map((row) => (
        <div key={row} className="h-40 animate-pulse rounded-card bg-zinc-100 dark:bg-zinc-800" />
      ))}
    </div>
  );
}

/** No applicant yet: the next useful thing is to share the job. */
export function ApplicantsEmpty({ jobId }: { jobId: string }) {
  return (
    <div className="flex flex-col items-center rounded-card border border-dashed border-zinc-300 px-6 py-14 text-center dark:border-zinc-700">
      <UserRoundSearch className="size-8 text-zinc-400" aria-hidden />
      <h2 className="mt-3 text-lg font-semibold">No one has applied yet</h2>
      <p className="mt-1 max-w-md text-sm text-zinc-600 dark:text-zinc-400">
        Share the job’s page to reach more people, or look below at who already matches.
      </p>
      <ButtonLink to={`/jobs/${jobId}`} variant="secondary" className="mt-5">
        View and share the job
      </ButtonLink>
    </div>
  );
}
