import { MapPin } from 'lucide-react';
import type { RemovedSavedJob } from '@skillmatch/shared/schemas/saved-jobs';
import { CompanyMark } from '../../../components/jobs/company-mark';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useToggleSavedJob } from '../../../lib/saved-jobs';

/**
 * A saved job its employer deleted: what it was (title, company, location) and that it is gone, with no
 * link to its missing page, no Apply and no match score; the one thing left to do is take it off the list.
 */
export function RemovedSavedJobCard({ job }: { job: RemovedSavedJob }) {
  const remove = useToggleSavedJob();
  return (
    <article className="flex flex-col gap-3 rounded-card border border-dashed border-zinc-300 bg-zinc-50 p-4 dark:border-zinc-700 dark:bg-zinc-900/40">
      <div className="flex flex-wrap items-start gap-x-3 gap-y-2">
        <CompanyMark company={job.company} />
        <div className="min-w-48 flex-1">
          <h2 className="text-base font-semibold leading-snug text-zinc-800 dark:text-zinc-200">
            {job.title}
          </h2>
          <p className="text-sm text-zinc-700 dark:text-zinc-300">{job.company}</p>
        </div>
        <span className="rounded-full bg-zinc-200 px-2.5 py-1 text-xs font-medium text-zinc-800 dark:bg-zinc-800 dark:text-zinc-200">
          Removed by the employer
        </span>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2 text-sm text-zinc-700 dark:text-zinc-300">
        <p className="flex items-center gap-1.5">
          <MapPin className="size-4" aria-label="Location" />
          {job.location || 'N/A'}
        </p>
        <Button
          variant="secondary"
          size="sm"
          className="ml-auto"
          aria-label={`Remove ${job.title} from saved jobs`}
          disabled={remove.isPending}
          onClick={() => remove.mutate({ id: job.id, save: false })}
        >
          {remove.isPending ? 'Removing…' : 'Remove from list'}
        </Button>
      </div>
      {remove.isError && <Alert tone="error">Could not remove it: {remove.error.message}</Alert>}
    </article>
  );
}
