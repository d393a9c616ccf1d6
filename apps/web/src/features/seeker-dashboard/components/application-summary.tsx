import type { ApplicationStats, UserRecord } from '@skillmatch/shared/schemas/user';
import { ButtonLink } from '../../../components/ui/button';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { formatDate } from '../../../lib/format';
import { ApplicationRow } from './application-row';

const card = 'rounded-card border border-zinc-200 bg-white p-5 dark:border-zinc-800 dark:bg-zinc-900/40';

/** Applications the recruiter moved forward (in progress, interview, offer), and all that count (docs/product.md, "Numbers"). */
function movedForward(stats: ApplicationStats): { forward: number; all: number } {
  return {
    forward: stats.inProgress + stats.interviews + stats.offers,
    all: stats.applied + stats.inProgress + stats.interviews + stats.offers + stats.rejected,
  };
}

/** docs/product.md, "Numbers": (in progress + interviews + offers) over all five counts, rounded; 0% when none. */
export function applicationRate(stats: ApplicationStats): number {
  const { forward, all } = movedForward(stats);
  return all === 0 ? 0 : Math.round((forward / all) * 100);
}

/** What the rate means, in words under it: a 0% after two days reads as "not yet", not as failure. */
function rateMeaning(stats: ApplicationStats): string {
  const { forward, all } = movedForward(stats);
  if (all === 0) return 'Moved forward by recruiters';
  return `${forward} of ${all} moved forward${forward === 0 ? ' so far' : ''}`;
}

/** The four numbers of the dashboard (docs/product.md, "Pages and layout"). */
export function ApplicationStatCards({ user }: { user: UserRecord }) {
  const stats = user.applicationStats;
  const cards: [label: string, value: string, meaning?: string][] = [
    ['Total Applications', String(user.applications.length)],
    ['Interviews', String(stats.interviews)],
    ['Offers', String(stats.offers)],
    ['Application Rate', `${applicationRate(stats)}%`, rateMeaning(stats)],
  ];
  return (
    <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {cards.map(([label, value, meaning]) => (
        <div key={label} className={card}>
          <dt className="text-sm text-zinc-600 dark:text-zinc-400">{label}</dt>
          <dd className="mt-1 text-3xl font-semibold tabular-nums">{value}</dd>
          {meaning && <dd className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">{meaning}</dd>}
        </div>
      ))}
    </dl>
  );
}

/** Applications by status as bars, with the numbers written out for everyone. */
export function ApplicationsByStatus({ user }: { user: UserRecord }) {
  const counts = new Map<string, number>();
  for (const application of user.applications) {
    counts.set(application.status, (counts.get(application.status) ?? 0) + 1);
  }
  const most = Math.max(1, ...counts.values());
  return (
    <section aria-labelledby="by-status" className={card}>
      <h2 id="by-status" className="text-lg font-semibold">
        Applications by status
      </h2>
      {counts.size === 0 ? (
        <p className="mt-3 text-sm text-zinc-600 dark:text-zinc-400">Nothing to chart yet.</p>
      ) : (
        <ul className="mt-4 space-y-3">
          {[...counts].map(([status, count]) => (
            <li key={status} className="grid grid-cols-[7rem_1fr_2rem] items-center gap-3 text-sm">
              <span>{status}</span>
              <span className="h-3 rounded-full bg-zinc-100 dark:bg-zinc-800" aria-hidden>
                <span
                  className="block h-3 rounded-full bg-brand-600"
                  style={{ width: `${(count / most) * 100}%` }}
                />
              </span>
              <span className="text-right tabular-nums">{count}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The latest applications (docs/product.md, "Pages and layout"), or the way to the jobs when there are none. */
export function RecentApplications({ user }: { user: UserRecord }) {
  const recent = user.applications.slice(0, 4);
  return (
    <section aria-labelledby="recent-applications" className={card}>
      <div className="flex items-center justify-between gap-3">
        <h2 id="recent-applications" className="text-lg font-semibold">
          Recent Applications
        </h2>
        {recent.length > 0 && (
          <ButtonLink to="/applications" variant="ghost" size="sm">
            View all
          </ButtonLink>
        )}
      </div>
      {recent.length === 0 ? (
        <div className="mt-4 flex flex-col items-start gap-3">
          <p className="text-sm text-zinc-600 dark:text-zinc-400">You haven&apos;t applied to any jobs yet</p>
          <ButtonLink to="/jobs" size="sm">
            Browse Jobs
          </ButtonLink>
        </div>
      ) : (
        <ul className="mt-4 divide-y divide-zinc-200 dark:divide-zinc-800">
          {recent.map((application) => (
            <ApplicationRow
              key={application.applicationId}
              application={application}
              title={<p className="font-medium">{application.job}</p>}
            >
              <p className="text-sm text-zinc-600 dark:text-zinc-400">
                Applied: {formatDate(application.appliedDate)}
                {application.nextStep &&
                  ` · Next: ${application.nextStep}${application.nextStepDate ? ` (${formatDate(application.nextStepDate)})` : ''}`}
              </p>
            </ApplicationRow>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The profile's completion, as the profile page computes it, with the way there. */
export function CompleteProfileCard({ user }: { user: UserRecord }) {
  return (
    <section aria-labelledby="complete-profile" className={card}>
      <h2 id="complete-profile" className="text-lg font-semibold">
        Complete Your Profile
      </h2>
      <div className="mt-3">
        <ProgressBar label="Profile completion" percent={user.progress} />
      </div>
      {user.profileChecklist[0] && (
        <p className="mt-3 text-sm text-zinc-600 dark:text-zinc-400">
          Next: {user.profileChecklist[0].label}
        </p>
      )}
      <ButtonLink to="/profile" variant="secondary" size="sm" className="mt-4">
        Update Profile
      </ButtonLink>
    </section>
  );
}
