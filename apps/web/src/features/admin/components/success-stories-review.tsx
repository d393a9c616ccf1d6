import { formatDate } from '@skillmatch/shared/dates';
import type { AdminStory } from '@skillmatch/shared/schemas/stories';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/load-error';
import { useReviewStory, useSuccessStories } from '../api/use-success-stories';
import { cardClass, skeletonBar } from './dashboard-card';

const STANDING: Record<AdminStory['status'], string> = {
  pending: 'Waiting',
  approved: 'On the home page',
  rejected: 'Turned down',
};

function StoryItem({ story }: { story: AdminStory }) {
  const review = useReviewStory();
  const busy = review.isPending;
  return (
    <li className="py-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="text-sm">
          <span className="font-semibold">{story.name}</span>{' '}
          <span className="text-zinc-600 dark:text-zinc-400">
            ({story.email}) · {story.job} at {story.company} · {formatDate(story.createdAt)}
          </span>
        </p>
        <span className="text-xs font-semibold text-zinc-700 dark:text-zinc-300">
          {STANDING[story.status]}
        </span>
      </div>
      <blockquote className="mt-2 whitespace-pre-line text-sm text-zinc-800 dark:text-zinc-200">
        “{story.story}”
      </blockquote>
      {review.isError && <Alert tone="error">{review.error.message}</Alert>}
      <div className="mt-3 flex gap-2">
        {story.status !== 'approved' && (
          <Button
            size="sm"
            disabled={busy}
            onClick={() => review.mutate({ id: story.id, status: 'approved' })}
          >
            Approve
          </Button>
        )}
        {story.status !== 'rejected' && (
          <Button
            size="sm"
            variant="secondary"
            disabled={busy}
            onClick={() => review.mutate({ id: story.id, status: 'rejected' })}
          >
            {story.status === 'approved' ? 'Take down' : 'Turn down'}
          </Button>
        )}
      </div>
    </li>
  );
}

/**
 * Success stories sent by seekers whose application reached Offer: an administrator approves each
 * before the home page shows it (the newest three approved).
 */
export function SuccessStoriesReview() {
  const stories = useSuccessStories();
  return (
    <section id="stories" aria-labelledby="stories-heading" className={`${cardClass} mt-6`}>
      <h2 id="stories-heading" className="text-lg font-semibold">
        Success stories
      </h2>
      <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">
        Told by people whose application reached Offer. The home page shows the newest three you approve.
      </p>
      {stories.isPending ? (
        <div aria-busy="true" aria-label="Loading the stories" className="mt-4 space-y-3">
          <div className={`${skeletonBar} h-16`} />
          <div className={`${skeletonBar} h-16`} />
        </div>
      ) : stories.isError ? (
        <div className="mt-4">
          <LoadError what="the stories" onRetry={() => void stories.refetch()} />
        </div>
      ) : stories.data.length === 0 ? (
        <p className="mt-4 text-sm text-zinc-700 dark:text-zinc-300">No stories yet.</p>
      ) : (
        <ul className="mt-2 divide-y divide-zinc-200 dark:divide-zinc-800">
          {stories.data.map((story) => (
            <StoryItem key={story.id} story={story} />
          ))}
        </ul>
      )}
    </section>
  );
}
