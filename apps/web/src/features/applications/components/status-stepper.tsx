import { Check, X } from 'lucide-react';
import type { Application } from '@skillmatch/shared/schemas/applications';

const STEPS = ['Applied', 'In Progress', 'Interview', 'Offer'] as const;

/**
 * Where an application stands on its way to an offer: the steps done, the one it is at, the ones to come.
 * A rejected, withdrawn or closed application shows how far it got, then how it ended.
 */
export function StatusStepper({ application }: { application: Pick<Application, 'status' | 'timeline'> }) {
  const ended = ['Rejected', 'Withdrawn', 'Closed by the employer'].includes(application.status);
  const reached = ended
    ? Math.max(
        0,
        ...application.timeline.map((entry) => STEPS.indexOf(entry.stage as (typeof STEPS)[number])),
      )
    : STEPS.indexOf(application.status as (typeof STEPS)[number]);

  return (
    <ol aria-label="Progress" className="flex flex-wrap items-center gap-y-2 text-xs font-medium">
      {STEPS.map((step, index) => {
        const done = index < reached || (index === reached && (ended || step === 'Offer'));
        const current = index === reached && !ended;
        return (
          <li key={step} aria-current={current ? 'step' : undefined} className="flex items-center">
            {index > 0 && (
              <span
                aria-hidden
                className={`mx-1.5 h-0.5 w-4 sm:w-8 ${index <= reached ? 'bg-brand-600 dark:bg-brand-400' : 'bg-zinc-200 dark:bg-zinc-700'}`}
              />
            )}
            <span
              className={`inline-flex items-center gap-1.5 ${index <= reached ? 'text-zinc-900 dark:text-zinc-100' : 'text-zinc-500 dark:text-zinc-400'}`}
            >
              <span
                aria-hidden
                className={`inline-flex size-5 items-center justify-center rounded-full ${
                  done
                    ? 'bg-brand-600 text-white dark:bg-brand-400 dark:text-zinc-950'
                    : current
                      ? 'ring-2 ring-brand-600 ring-inset dark:ring-brand-400'
                      : 'ring-1 ring-zinc-300 ring-inset dark:ring-zinc-600'
                }`}
              >
                {done && <Check className="size-3" />}
              </span>
              {step}
              <span className="sr-only">{done ? ' (done)' : current ? ' (current step)' : ' (to come)'}</span>
            </span>
          </li>
        );
      })}
      {ended && (
        <li className="flex items-center">
          <span aria-hidden className="mx-1.5 h-0.5 w-4 bg-zinc-300 sm:w-8 dark:bg-zinc-600" />
          <span className="inline-flex items-center gap-1.5 text-red-800 dark:text-red-300">
            <span
              aria-hidden
              className="inline-flex size-5 items-center justify-center rounded-full bg-red-100 dark:bg-red-950"
            >
              <X className="size-3" />
            </span>
            {application.status}
          </span>
        </li>
      )}
    </ol>
  );
}
