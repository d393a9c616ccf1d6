import { Inbox } from 'lucide-react';
import { Button, ButtonLink } from '../../../components/ui/button';

/** Nothing to show: none at all yet (with the way to the jobs), or none for these filters (clear them). */
export function PipelineEmpty({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  return (
    <div className="flex flex-col items-center rounded-card border border-dashed border-zinc-300 px-6 py-14 text-center dark:border-zinc-700">
      <Inbox className="size-8 text-zinc-400" aria-hidden />
      <h2 className="mt-3 text-lg font-semibold">
        {filtered ? 'No applications match these filters' : 'No applications yet'}
      </h2>
      <p className="mt-1 max-w-md text-sm text-zinc-600 dark:text-zinc-400">
        {filtered
          ? 'Try another job or search, or clear the filters.'
          : 'Applications appear here as people apply to your jobs.'}
      </p>
      <div className="mt-5">
        {filtered ? (
          <Button variant="secondary" onClick={onClear}>
            Clear filters
          </Button>
        ) : (
          <ButtonLink to="/jobs" variant="secondary">
            View the jobs
          </ButtonLink>
        )}
      </div>
    </div>
  );
}
