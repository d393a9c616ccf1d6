import { ArrowRight, CheckCircle2, MapPin, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import type { Recommendation } from '@skillmatch/shared/schemas/matching';
import { SkillChips } from '../../../components/jobs/job-card';
import { MatchBadge } from '../../../components/match/match-badge';
import { Button, ButtonLink } from '../../../components/ui/button';
import { useTopMatches } from '../api/use-top-matches';

function CompactMatchCard({ item }: { item: Recommendation }) {
  const job = item.jobDetails;
  return (
    <article className="flex h-full min-w-0 flex-col gap-3 rounded-lg border border-zinc-200 p-4 transition-shadow duration-150 hover:shadow-md dark:border-zinc-800">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="font-semibold leading-snug">
            <Link
              to={`/jobs/${job.id}`}
              className="hover:text-brand-700 hover:underline dark:hover:text-brand-300"
            >
              {job.title}
            </Link>
          </h3>
          <p className="mt-0.5 truncate text-sm text-zinc-700 dark:text-zinc-300">{job.company}</p>
          <p className="mt-0.5 flex items-center gap-1 text-sm text-zinc-600 dark:text-zinc-400">
            <MapPin className="size-3.5 shrink-0" aria-hidden />
            <span className="sr-only">Location: </span>
            <span className="truncate">{job.location || 'N/A'}</span>
          </p>
        </div>
        <MatchBadge score={item.match_score} scale="dashboard" />
      </div>
      <SkillChips skills={job.skillNames} shown={3} />
      {job.isApplied && (
        <p className="mt-auto flex items-center gap-1.5 text-sm font-medium text-green-800 dark:text-green-300">
          <CheckCircle2 className="size-4" aria-hidden />
          Applied
        </p>
      )}
    </article>
  );
}

/**
 * The dashboard's top matches (named for what it is: a skill match, no
 * AI): the engine's top 3, with their real scores. The seeker's home (`notApplied`) leaves out the jobs
 * already applied to.
 */
export function TopMatchesPanel({ email, notApplied = false }: { email: string; notApplied?: boolean }) {
  const matches = useTopMatches(email, { notApplied });
  const items = matches.data?.items ?? [];

  return (
    <section
      aria-labelledby="top-matches"
      className="rounded-card border border-zinc-200 bg-white p-6 dark:border-zinc-800 dark:bg-zinc-900"
    >
      <div className="flex items-center justify-between gap-4">
        <div>
          <h2 id="top-matches" className="flex items-center gap-2 text-lg font-semibold tracking-tight">
            <Sparkles className="size-5 text-brand-600 dark:text-brand-400" aria-hidden />
            Top Skill Matches
          </h2>
          <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">
            Ranked by how much of each job&apos;s skills you have
          </p>
        </div>
        <Link
          to="/recommendations"
          className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-brand-700 hover:underline dark:text-brand-300"
        >
          View all <ArrowRight className="size-4" aria-hidden />
        </Link>
      </div>

      <div className="mt-4">
        {matches.isPending ? (
          <ul className="grid grid-cols-1 gap-4 md:grid-cols-3" aria-busy="true" aria-label="Loading matches">
            {Array.from({ length: 3 }, (_, index) => (
              <li
                key={index}
                data-testid="match-skeleton"
                className="h-32 animate-pulse rounded-lg bg-zinc-100 dark:bg-zinc-800/60"
              />
            ))}
          </ul>
        ) : matches.isError ? (
          <div
            role="alert"
            className="rounded-lg border border-red-300 bg-red-50 p-4 text-sm text-red-800 dark:border-red-800 dark:bg-red-950/60 dark:text-red-200"
          >
            <p className="font-medium">Your matches could not be loaded.</p>
            <Button variant="secondary" size="sm" className="mt-3" onClick={() => void matches.refetch()}>
              Try again
            </Button>
          </div>
        ) : items.length === 0 ? (
          <div className="flex flex-col items-center rounded-lg border border-dashed border-zinc-300 px-6 py-10 text-center dark:border-zinc-700">
            <p className="font-semibold">No matches yet</p>
            <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">
              Complete your profile to get personalized job matches
            </p>
            <ButtonLink to="/profile" className="mt-5">
              Update Profile
            </ButtonLink>
          </div>
        ) : (
          <>
            <ul className="grid grid-cols-1 gap-4 md:grid-cols-3">
              {items.map((item) => (
                <li key={item.jobDetails.id}>
                  <CompactMatchCard item={item} />
                </li>
              ))}
            </ul>
            <ButtonLink to="/recommendations" variant="secondary" className="mt-5 w-full sm:w-auto">
              View All Matches
            </ButtonLink>
          </>
        )}
      </div>
    </section>
  );
}
