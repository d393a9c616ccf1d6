import { Check, ChevronDown, Loader2, Plus } from 'lucide-react';
import type { Recommendation } from '@skillmatch/shared/schemas/matching';
import { JobCard } from '../../../components/jobs/job-card';
import { MatchReasons, summaryLine } from '../../../components/match/match-reasons';
import { useToast } from '../../../components/ui/toast';
import { useAddSkill } from '../../../lib/add-skill';

/**
 * A recommended job: the list's job card with the match badge, why it matches in one line, and the whole
 * explanation one click away (a native disclosure, so it opens even before the app has started).
 */
export function RecommendationCard({ item, email }: { item: Recommendation; email: string }) {
  const addSkill = useAddSkill(email);
  const toast = useToast();
  const job = item.jobDetails;

  const add = (skill: string) =>
    addSkill.mutate(skill, { onSuccess: () => toast(`Added ${skill} to your profile`) });

  return (
    <JobCard job={job} matchScore={item.match_score}>
      <details className="group rounded-lg border border-zinc-100 bg-zinc-50 dark:border-zinc-800 dark:bg-zinc-950/40">
        <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 rounded-lg px-3 py-2 text-sm hover:bg-zinc-100 dark:hover:bg-zinc-800/60 [&::-webkit-details-marker]:hidden">
          <span className="font-medium">{summaryLine(item.reasons)}</span>
          <span className="inline-flex shrink-0 items-center gap-1 text-xs font-semibold text-brand-700 dark:text-brand-300">
            Why this match
            <ChevronDown className="size-4 transition-transform group-open:rotate-180" aria-hidden />
          </span>
        </summary>
        <div className="border-t border-zinc-100 p-4 dark:border-zinc-800">
          <MatchReasons
            reasons={item.reasons}
            missingAction={(skill) => {
              const pending = addSkill.isPending && addSkill.variables === skill;
              const added = addSkill.isSuccess && addSkill.variables === skill;
              return (
                <button
                  type="button"
                  onClick={() => add(skill)}
                  disabled={addSkill.isPending || added}
                  className="inline-flex h-11 items-center gap-1 rounded-full border border-brand-300 bg-white px-3 text-xs font-medium text-brand-800 transition-colors duration-150 hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-70 sm:h-8 dark:border-brand-700 dark:bg-zinc-900 dark:text-brand-100 dark:hover:bg-brand-900/50"
                >
                  {pending ? (
                    <Loader2 className="size-3.5 animate-spin" aria-hidden />
                  ) : added ? (
                    <Check className="size-3.5" aria-hidden />
                  ) : (
                    <Plus className="size-3.5" aria-hidden />
                  )}
                  {pending ? `Adding ${skill}...` : added ? `${skill} added` : `Add ${skill}`}
                </button>
              );
            }}
          />
          {addSkill.isError && (
            <p role="alert" className="mt-3 text-sm font-medium text-red-700 dark:text-red-300">
              {addSkill.error.message}
            </p>
          )}
        </div>
      </details>
    </JobCard>
  );
}
