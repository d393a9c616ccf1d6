import { Check, Minus, X } from 'lucide-react';
import type { Application } from '@skillmatch/shared/schemas/applications';

const STEPS = ['Applied', 'In Progress', 'Interview', 'Offer'] as const;
type Step = (typeof STEPS)[number];
export type StepState = 'done' | 'current' | 'skipped' | 'to come';

/**
 * Each step's state, from what happened: a step the application went past without being at it (Applied
 * → Interview) is skipped, not done. After a withdrawal and a new application only the new round counts.
 * Any status that is not a step (Rejected, Withdrawn, a job closed by its employer) ended the application.
 */
export function stepStates(application: Pick<Application, 'status' | 'timeline'>): {
  steps: { step: Step; state: StepState }[];
  ended: boolean;
} {
  const stages = application.timeline.map((entry) => entry.stage);
  const round = stages.slice(Math.max(0, stages.lastIndexOf('Applied')));
  const happened = new Set(round);
  const ended = !STEPS.includes(application.status as Step);
  const reached = ended
    ? Math.max(0, ...round.map((stage) => STEPS.indexOf(stage as Step)))
    : STEPS.indexOf(application.status as Step);
  const steps = STEPS.map((step, index): { step: Step; state: StepState } => {
    if (index > reached) return { step, state: 'to come' };
    if (index === reached) return { step, state: ended || step === 'Offer' ? 'done' : 'current' };
    return { step, state: index === 0 || happened.has(step) ? 'done' : 'skipped' };
  });
  return { steps, ended };
}

const marker: Record<StepState, string> = {
  done: 'bg-brand-600 text-white dark:bg-brand-400 dark:text-zinc-950',
  current: 'ring-2 ring-brand-600 ring-inset dark:ring-brand-400',
  skipped: 'border border-dashed border-zinc-400 text-zinc-500 dark:border-zinc-500 dark:text-zinc-400',
  'to come': 'ring-1 ring-zinc-300 ring-inset dark:ring-zinc-600',
};

/**
 * Where an application stands on its way to an offer: the steps it was at, the ones it skipped, the one
 * it is at, the ones to come. An ended application shows how far it got, then how it ended.
 */
export function StatusStepper({ application }: { application: Pick<Application, 'status' | 'timeline'> }) {
  const { steps, ended } = stepStates(application);
  return (
    <ol aria-label="Progress" className="flex flex-wrap items-center gap-y-2 text-xs font-medium">
      {steps.map(({ step, state }, index) => {
        const reached = state !== 'to come';
        return (
          <li
            key={step}
            aria-current={state === 'current' ? 'step' : undefined}
            className="flex items-center"
          >
            {index > 0 && (
              <span
                aria-hidden
                className={`mx-1.5 h-0.5 w-4 sm:w-8 ${reached ? 'bg-brand-600 dark:bg-brand-400' : 'bg-zinc-200 dark:bg-zinc-700'}`}
              />
            )}
            <span
              className={`inline-flex items-center gap-1.5 ${reached && state !== 'skipped' ? 'text-zinc-900 dark:text-zinc-100' : 'text-zinc-500 dark:text-zinc-400'}`}
            >
              <span
                aria-hidden
                className={`inline-flex size-5 items-center justify-center rounded-full ${marker[state]}`}
              >
                {state === 'done' && <Check className="size-3" />}
                {state === 'skipped' && <Minus className="size-3" />}
              </span>
              {step}
              {state === 'skipped' ? (
                <span className="font-normal"> (skipped)</span>
              ) : (
                <span className="sr-only">{state === 'current' ? ' (current step)' : ` (${state})`}</span>
              )}
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
