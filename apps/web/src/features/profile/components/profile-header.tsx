import { BadgeCheck } from 'lucide-react';
import type { UserRecord } from '@skillmatch/shared/schemas/user';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { initials } from '../../../lib/format';
import { card } from './profile-form-api';

/**
 * Photo (initials when none), name, headline, email, the Profile Active badge, the completion bar and
 * what is still missing (docs/product.md, "Pages and layout"; the percent's formula is in docs/profile.md).
 */
export function ProfileHeader({ user }: { user: UserRecord }) {
  return (
    <section className={`${card} grid gap-5`} aria-label="Your profile at a glance">
      <div className="flex flex-wrap items-start gap-4">
        {user.dbPhoto ? (
          <img
            src={user.dbPhoto}
            alt=""
            width={72}
            height={72}
            className="size-18 rounded-full object-cover"
          />
        ) : (
          <span
            aria-hidden
            className="flex size-18 items-center justify-center rounded-full bg-brand-100 text-xl font-semibold text-brand-800 dark:bg-brand-900 dark:text-brand-100"
          >
            {initials(user.displayName)}
          </span>
        )}
        <div className="min-w-0 flex-1">
          <h2 className="text-2xl font-semibold tracking-tight">{user.displayName}</h2>
          {user.profile?.headline && (
            <p className="text-zinc-700 dark:text-zinc-300">{user.profile.headline}</p>
          )}
          <p className="text-sm break-all text-zinc-600 dark:text-zinc-400">{user.email}</p>
          <p className="mt-2 inline-flex items-center gap-1 rounded-full bg-green-100 px-2.5 py-0.5 text-xs font-medium text-green-800 dark:bg-green-950 dark:text-green-200">
            <BadgeCheck className="size-3.5" aria-hidden />
            Profile Active
          </p>
        </div>
      </div>
      <div>
        <ProgressBar label="Profile completion" percent={user.progress} />
        {user.profileChecklist.length > 0 && (
          <div className="mt-3">
            <p className="text-sm font-medium">To complete your profile</p>
            <ul className="mt-1 grid gap-1 text-sm text-zinc-700 sm:grid-cols-2 dark:text-zinc-300">
              {user.profileChecklist.map((item) => (
                <li key={item.key}>
                  {item.label} <span className="text-zinc-600 dark:text-zinc-400">(+{item.weight}%)</span>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </section>
  );
}
