import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import type { Job } from '@skillmatch/shared/schemas/jobs';
import { useToggleSavedJob } from '../../lib/saved-jobs';
import { loginPathFor, useSession } from '../../lib/session';
import { Star } from './card-icons';

/** The save star: kept on the server for signed-in people; visitors are asked to sign in. */
export function SaveJobButton({
  job,
  withLabel = false,
}: {
  job: Pick<Job, 'id' | 'title' | 'isSaved'>;
  withLabel?: boolean;
}) {
  const session = useSession();
  const location = useLocation();
  const icon = (
    <Star className={job.isSaved ? 'size-5 fill-amber-400 text-amber-500' : 'size-5'} aria-hidden />
  );

  if (!session.data?.user) {
    return (
      <Link
        to={loginPathFor(location)}
        className={STAR_CLASSES}
        aria-label={withLabel ? undefined : `Sign in to save ${job.title}`}
      >
        {icon}
        {withLabel && 'Sign in to save'}
      </Link>
    );
  }
  return <SaveToggle job={job} withLabel={withLabel} icon={icon} />;
}

const STAR_CLASSES =
  'inline-flex h-11 min-w-11 items-center justify-center gap-2 rounded-lg px-2 text-sm font-medium text-zinc-700 hover:bg-zinc-100 dark:text-zinc-300 dark:hover:bg-zinc-800';

/** A signed-in person's star (its own component: a visitor's star, on every card of a list, makes no save). */
function SaveToggle({
  job,
  withLabel,
  icon,
}: {
  job: Pick<Job, 'id' | 'title' | 'isSaved'>;
  withLabel: boolean;
  icon: ReactNode;
}) {
  const toggle = useToggleSavedJob();
  return (
    <button
      type="button"
      className={STAR_CLASSES}
      aria-pressed={job.isSaved}
      aria-label={
        withLabel ? undefined : job.isSaved ? `Remove ${job.title} from saved jobs` : `Save ${job.title}`
      }
      onClick={() => toggle.mutate({ id: job.id, save: !job.isSaved })}
    >
      {icon}
      {withLabel && (job.isSaved ? 'Saved' : 'Save job')}
    </button>
  );
}
