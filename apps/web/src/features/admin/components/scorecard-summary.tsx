import { EyeOff } from 'lucide-react';
import type { ScorecardRatingValue } from '@skillmatch/shared/constants';
import type { Scorecard } from '@skillmatch/shared/schemas/scorecards';
import { LoadError } from '../../../components/ui/load-error';
import { useScorecardSummary } from '../api/interview-calls';
import { RATINGS, RATING_CLASSES, RATING_LABELS } from '../lib/ratings';

function RatingBadge({ rating }: { rating: ScorecardRatingValue }) {
  return (
    <span
      className={`rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${RATING_CLASSES[rating]}`}
    >
      {RATING_LABELS[rating]}
    </span>
  );
}

function AuthorCard({ card, own }: { card: Scorecard; own: boolean }) {
  const rated = card.ratings.filter((entry) => card.items.some((item) => item.item === entry.item));
  return (
    <li className="rounded-lg border border-zinc-200 p-3 text-sm dark:border-zinc-800">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium">{own ? `${card.author.name} (you)` : card.author.name}</span>
        {card.recommendation && (
          <span>
            <span className="sr-only">Recommendation: </span>
            <RatingBadge rating={card.recommendation} />
          </span>
        )}
        {!card.submittedAt && (
          <span className="text-xs text-zinc-600 dark:text-zinc-400">Draft, not submitted</span>
        )}
      </div>
      {card.notes && (
        <p className="mt-2 whitespace-pre-line text-zinc-700 dark:text-zinc-300">{card.notes}</p>
      )}
      {rated.length > 0 && (
        <details className="mt-2">
          <summary className="cursor-pointer text-zinc-600 dark:text-zinc-400">
            {rated.length} {rated.length === 1 ? 'item' : 'items'} rated
          </summary>
          <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-3 gap-y-1.5">
            {rated.map((entry) => (
              <div key={entry.item} className="contents">
                <dt className="min-w-0 break-words">{entry.item}</dt>
                <dd>
                  <RatingBadge rating={entry.rating} />
                </dd>
              </div>
            ))}
          </dl>
        </details>
      )}
    </li>
  );
}

/**
 * The team's verdict on an application, who said what: the recommendations counted, then each
 * scorecard. Someone on the panel who has not submitted theirs is told why the others are hidden.
 */
export function ScorecardSummary({ applicationId, viewerId }: { applicationId: string; viewerId: string }) {
  const summary = useScorecardSummary(applicationId);
  if (summary.isPending)
    return (
      <div
        aria-label="Loading the scorecards"
        className="h-12 animate-pulse rounded-lg bg-zinc-100 dark:bg-zinc-800"
      />
    );
  if (summary.isError) return <LoadError what="the scorecards" onRetry={() => void summary.refetch()} />;
  const { hidden, scorecards, recommendations } = summary.data;
  const counted = RATINGS.filter((rating) => recommendations[rating] > 0);
  return (
    <div className="space-y-3">
      {hidden && (
        <p className="flex items-start gap-2 rounded-lg bg-zinc-50 p-3 text-sm text-zinc-700 dark:bg-zinc-800/60 dark:text-zinc-300">
          <EyeOff className="mt-0.5 size-4 shrink-0" aria-hidden />
          You are on this applicant’s interview panel: the others’ scorecards show once you submit your own,
          so that they do not sway you.
        </p>
      )}
      {counted.length > 0 && (
        <p className="text-sm" data-testid="recommendation-counts">
          {counted
            .map((rating) => `${recommendations[rating]} ${RATING_LABELS[rating].toLowerCase()}`)
            .join(' · ')}
        </p>
      )}
      {scorecards.length === 0 ? (
        !hidden && <p className="text-sm text-zinc-600 dark:text-zinc-400">No scorecard submitted yet.</p>
      ) : (
        <ul className="space-y-2" aria-label="Scorecards">
          {scorecards.map((card) => (
            <AuthorCard
              key={`${card.interviewId} ${card.author.id}`}
              card={card}
              own={card.author.id === viewerId}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
