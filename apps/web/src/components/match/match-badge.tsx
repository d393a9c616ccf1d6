import { Sparkles } from 'lucide-react';
import { DASHBOARD_MATCH_TIERS, MATCH_TIERS, matchTier } from './match-tiers';

/**
 * A match score as a badge: "85% match", coloured by its step, with the step's word for screen
 * readers and as a tooltip. `scale="dashboard"` uses the dashboard's five thresholds.
 */
export function MatchBadge({
  score,
  scale = 'list',
  size = 'sm',
}: {
  score: number;
  scale?: 'list' | 'dashboard';
  size?: 'sm' | 'md';
}) {
  const tier = matchTier(score, scale === 'dashboard' ? DASHBOARD_MATCH_TIERS : MATCH_TIERS);
  const sizing = size === 'md' ? 'px-3 py-1.5 text-sm' : 'px-2.5 py-1 text-xs';
  return (
    <span
      data-tone={tier.tone}
      title={`${tier.label}: ${score}%`}
      className={`inline-flex shrink-0 items-center gap-1 whitespace-nowrap rounded-full font-semibold tabular-nums ring-1 ring-inset ${sizing} ${tier.classes}`}
    >
      <Sparkles className={size === 'md' ? 'size-4' : 'size-3.5'} aria-hidden />
      {score}% match
      <span className="sr-only"> ({tier.label.toLowerCase()})</span>
    </span>
  );
}
