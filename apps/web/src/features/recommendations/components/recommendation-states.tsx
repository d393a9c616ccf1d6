import { AlertCircle, SearchX, Sparkles } from 'lucide-react';
import { RECOMMENDATION_MESSAGES } from '@skillmatch/shared/constants';
import { Button, ButtonLink } from '../../../components/ui/button';

export function RecommendationSkeletons({ count = 3 }: { count?: number }) {
  return (
    <div aria-busy="true">
      <p className="sr-only">Loading recommendations...</p>
      <ul className="space-y-4" aria-hidden>
        {Array.from({ length: count }, (_, index) => (
          <li
            key={index}
            data-testid="recommendation-skeleton"
            className="space-y-4 rounded-card border border-zinc-200 p-5 dark:border-zinc-800"
          >
            <div className="flex justify-between gap-4">
              <div className="h-6 w-1/2 animate-pulse rounded bg-zinc-100 dark:bg-zinc-800" />
              <div className="h-6 w-24 animate-pulse rounded-full bg-zinc-100 dark:bg-zinc-800" />
            </div>
            <div className="h-4 w-1/3 animate-pulse rounded bg-zinc-100 dark:bg-zinc-800" />
            <div className="h-4 w-2/3 animate-pulse rounded bg-zinc-100 dark:bg-zinc-800" />
            <div className="h-28 animate-pulse rounded-lg bg-zinc-100 dark:bg-zinc-800/60" />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** docs/product.md, "Matching and recommendations": the failure message, and a Try again that asks once more. */
export function RecommendationsError({ onRetry }: { onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-card border border-red-300 bg-red-50 p-6 text-red-800 dark:border-red-800 dark:bg-red-950/60 dark:text-red-200"
    >
      <p className="flex items-start gap-2 font-semibold">
        <AlertCircle className="mt-0.5 size-5 shrink-0" aria-hidden />
        {RECOMMENDATION_MESSAGES.failed}
      </p>
      <Button variant="secondary" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}

/** The two empty states (docs/product.md, "Matching and recommendations"), each with the next useful step: the profile, or every job. */
export function NoRecommendations({ reason }: { reason: 'noSkills' | 'noMatches' }) {
  const Icon = reason === 'noSkills' ? Sparkles : SearchX;
  return (
    <div className="flex flex-col items-center rounded-card border border-dashed border-zinc-300 px-6 py-14 text-center dark:border-zinc-700">
      <Icon className="size-8 text-brand-600 dark:text-brand-400" aria-hidden />
      <p className="mt-4 max-w-md text-base font-semibold">{RECOMMENDATION_MESSAGES[reason]}</p>
      <p className="mt-2 max-w-md text-sm text-zinc-600 dark:text-zinc-400">
        {reason === 'noSkills'
          ? 'Add your skills to your profile and we will rank every open job for you.'
          : 'Add more of your skills, or browse every open job.'}
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <ButtonLink to="/profile">
          {reason === 'noSkills' ? 'Add skills to your profile' : 'Update your profile'}
        </ButtonLink>
        <ButtonLink to="/jobs" variant="secondary">
          Browse all jobs
        </ButtonLink>
      </div>
    </div>
  );
}
