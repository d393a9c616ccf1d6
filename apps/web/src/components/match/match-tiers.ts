/**
 * The match badge's colour steps, in one place (docs/product.md, "Feedback and timing"). List, detail and
 * recommendation cards use three: 80 and above green, 60 to 79 yellow, below 60 red. The dashboard's
 * compact cards step from deep green to red at 90, 80, 70, 60 and 50. Every step has a word, so colour
 * is never the only signal, and light and dark classes that keep text contrast above 4.5:1. The words are
 * one scale everywhere (strong, fair, weak): the dashboard's extra steps are shades, not other words.
 */
export interface MatchTier {
  min: number;
  label: string;
  tone: string;
  classes: string;
}

export const MATCH_TIERS: readonly MatchTier[] = [
  {
    min: 80,
    label: 'Strong match',
    tone: 'green',
    classes:
      'bg-green-100 text-green-800 ring-green-700/25 dark:bg-green-950 dark:text-green-300 dark:ring-green-400/30',
  },
  {
    min: 60,
    label: 'Fair match',
    tone: 'yellow',
    classes:
      'bg-amber-100 text-amber-900 ring-amber-700/25 dark:bg-amber-950 dark:text-amber-300 dark:ring-amber-400/30',
  },
  {
    min: 0,
    label: 'Weak match',
    tone: 'red',
    classes: 'bg-red-100 text-red-800 ring-red-700/25 dark:bg-red-950 dark:text-red-300 dark:ring-red-400/30',
  },
];

export const DASHBOARD_MATCH_TIERS: readonly MatchTier[] = [
  {
    min: 90,
    label: 'Strong match',
    tone: 'deep-green',
    classes:
      'bg-green-700 text-white ring-green-800 dark:bg-green-800 dark:text-green-50 dark:ring-green-600',
  },
  MATCH_TIERS[0]!,
  {
    min: 70,
    label: 'Fair match',
    tone: 'lime',
    classes:
      'bg-lime-100 text-lime-900 ring-lime-700/25 dark:bg-lime-950 dark:text-lime-300 dark:ring-lime-400/30',
  },
  { ...MATCH_TIERS[1]!, min: 60 },
  {
    min: 50,
    label: 'Weak match',
    tone: 'orange',
    classes:
      'bg-orange-100 text-orange-900 ring-orange-700/25 dark:bg-orange-950 dark:text-orange-300 dark:ring-orange-400/30',
  },
  MATCH_TIERS[2]!,
];

/** The first step whose minimum the score reaches. */
export function matchTier(score: number, tiers: readonly MatchTier[] = MATCH_TIERS): MatchTier {
  return tiers.find((tier) => score >= tier.min) ?? tiers[tiers.length - 1]!;
}
