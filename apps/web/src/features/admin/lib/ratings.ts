import { SCORECARD_RATINGS, type ScorecardRatingValue } from '@skillmatch/shared/constants';

/** The four answers, from the firmest no to the firmest yes: no neutral middle to hide in. */
export const RATINGS = SCORECARD_RATINGS;

export const RATING_LABELS: Record<ScorecardRatingValue, string> = {
  'strong-no': 'Strong no',
  no: 'No',
  yes: 'Yes',
  'strong-yes': 'Strong yes',
};

/** Each answer's colours: reds for the noes, greens for the yeses. */
export const RATING_CLASSES: Record<ScorecardRatingValue, string> = {
  'strong-no': 'bg-red-100 text-red-800 dark:bg-red-950/70 dark:text-red-200',
  no: 'bg-amber-100 text-amber-900 dark:bg-amber-950/70 dark:text-amber-200',
  yes: 'bg-green-100 text-green-800 dark:bg-green-950/70 dark:text-green-200',
  'strong-yes': 'bg-emerald-200 text-emerald-900 dark:bg-emerald-900/70 dark:text-emerald-100',
};
