import type { UserRole } from '@skillmatch/shared/constants';

const badge = 'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap';

export const roleLabel = (role: UserRole | string) => (role === 'admin' ? 'Administrator' : 'Job seeker');

/** The account's role in words, administrators stand out. */
export function RoleBadge({ role }: { role: UserRole | string }) {
  return (
    <span
      className={`${badge} ${
        role === 'admin'
          ? 'bg-brand-100 text-brand-800 dark:bg-brand-900 dark:text-brand-100'
          : 'bg-zinc-100 text-zinc-700 dark:bg-zinc-800 dark:text-zinc-300'
      }`}
    >
      {roleLabel(role)}
    </span>
  );
}

/** The mail server refused the address (a bounce or complaint): its job alerts stopped. */
export function MailRefusedBadge() {
  return (
    <span
      className={`${badge} bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200`}
      title="The mail server refused this address; its job alerts are paused"
    >
      Mail refused
    </span>
  );
}

export function DisabledBadge() {
  return (
    <span className={`${badge} bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200`}>Disabled</span>
  );
}
