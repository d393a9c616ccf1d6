import { RefreshCw } from 'lucide-react';
import { MATCH_SCORE_MEANING } from '@skillmatch/shared/constants';
import { PageHeader } from '../../../components/layout/page-header';
import { Button } from '../../../components/ui/button';
import { useSession } from '../../../lib/session';
import { useRecommendations } from '../api/use-recommendations';
import { useUserRecord } from '../../../lib/user-record';
import { RecommendationCard } from '../components/recommendation-card';
import {
  NoRecommendations,
  RecommendationSkeletons,
  RecommendationsError,
} from '../components/recommendation-states';
import { SkillsProfileCard } from '../components/skills-profile-card';
import { usePageTitle } from '../../../lib/use-page-title';

/**
 * /recommendations (docs/product.md, "Pages and layout"): the seeker's skills, and every active job that earns
 * credit for them, best match first, each with its reasons and the missing skills one click away.
 */
export function RecommendationsPage() {
  const session = useSession();
  const email = session.data?.user?.email ?? '';
  const user = useUserRecord(email);
  const recommendations = useRecommendations(email);

  usePageTitle('Recommendations');

  const items = recommendations.data?.pages.flatMap((page) => page.items) ?? [];
  const total = recommendations.data?.pages.at(-1)?.total ?? 0;
  const matching = recommendations.data?.pages.at(-1)?.matching ?? 0;
  const skills = user.data?.skillNames ?? [];
  const failed = recommendations.isError || (user.isError && items.length === 0);
  const busy = recommendations.isFetching || user.isFetching;
  // Asking again after a failure looks like the first load.
  const loading = recommendations.isPending || user.isPending || (failed && busy);
  const refresh = () => {
    void recommendations.refetch();
    void user.refetch();
  };

  return (
    <section className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <PageHeader title="Recommendations" subtitle="Open jobs ranked by how well they fit your skills.">
        <Button variant="secondary" onClick={refresh} disabled={busy}>
          <RefreshCw className={`size-4 ${busy ? 'animate-spin' : ''}`} aria-hidden />
          Refresh Recommendations
        </Button>
      </PageHeader>

      <div className="mt-8 grid gap-8 lg:grid-cols-[18rem_1fr]">
        {/* On a phone the jobs come first; the skills they are scored against follow them. */}
        <aside className="order-last lg:sticky lg:top-24 lg:order-none lg:self-start">
          <SkillsProfileCard
            skills={skills}
            progress={user.data?.progress}
            state={user.isPending ? 'pending' : user.isError ? 'error' : 'success'}
          />
        </aside>

        <div className="min-w-0 space-y-4">
          <p className="text-sm font-medium" aria-live="polite">
            {loading
              ? 'Loading recommendations...'
              : failed || items.length === 0
                ? ''
                : busy && !recommendations.isFetchingNextPage
                  ? 'Updating recommendations...'
                  : `${matching.toLocaleString('en-US')} matching ${matching === 1 ? 'job' : 'jobs'} (a score of 60 or more) · showing ${items.length} of ${total.toLocaleString('en-US')} that use your skills`}
          </p>
          <p className="text-xs text-zinc-600 dark:text-zinc-400">{MATCH_SCORE_MEANING}</p>
          {loading ? (
            <RecommendationSkeletons />
          ) : failed ? (
            <RecommendationsError onRetry={refresh} />
          ) : items.length === 0 ? (
            <NoRecommendations reason={skills.length === 0 ? 'noSkills' : 'noMatches'} />
          ) : (
            <>
              <ol className="space-y-4" aria-label="Recommended jobs">
                {items.map((item) => (
                  <li key={item.jobDetails.id}>
                    <RecommendationCard item={item} email={email} />
                  </li>
                ))}
              </ol>
              {recommendations.hasNextPage && (
                <div className="flex justify-center pt-2">
                  <Button
                    variant="secondary"
                    onClick={() => void recommendations.fetchNextPage()}
                    disabled={recommendations.isFetchingNextPage}
                  >
                    {recommendations.isFetchingNextPage ? 'Loading more...' : 'Load more'}
                  </Button>
                </div>
              )}
            </>
          )}
        </div>
      </div>
    </section>
  );
}
