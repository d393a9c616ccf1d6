import { ChevronDown, LayoutDashboard, ListChecks, LogOut, ShieldCheck, Star, UserRound } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { Link } from 'react-router';
import type { SessionUser } from '@skillmatch/shared/schemas/session';
import { initials } from '../../lib/format';
import { useSignOutAndLeave } from './use-sign-out-and-leave';

export function Avatar({ user, size = 'size-9' }: { user: SessionUser; size?: string }) {
  if (user.image) {
    return <img src={user.image} alt="" className={`${size} rounded-full object-cover`} />;
  }
  return (
    <span
      aria-hidden
      className={`${size} inline-flex items-center justify-center rounded-full bg-brand-100 text-sm font-semibold text-brand-800 dark:bg-brand-900 dark:text-brand-100`}
    >
      {initials(user.displayName)}
    </span>
  );
}

const itemClass =
  'flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm outline-none data-[highlighted]:bg-zinc-100 dark:data-[highlighted]:bg-zinc-800';

/** The signed-in person's menu: Profile, Dashboard, applications, administration, Logout. */
export default function UserMenu({ user }: { user: SessionUser }) {
  const signOut = useSignOutAndLeave();

  return (
    // Not modal, and rendered inside the header: the rest of the page stays reachable and in landmarks.
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className="flex items-center gap-1 rounded-full p-1 hover:bg-zinc-100 dark:hover:bg-zinc-800"
        aria-label={`Account menu for ${user.displayName}`}
      >
        <Avatar user={user} />
        <ChevronDown className="size-4 text-zinc-600 dark:text-zinc-400" aria-hidden />
      </DropdownMenu.Trigger>
      <DropdownMenu.Content
        align="end"
        sideOffset={8}
        className="z-50 min-w-56 rounded-lg border border-zinc-200 bg-white p-1 shadow-lg dark:border-zinc-800 dark:bg-zinc-900"
      >
        <div className="px-3 py-2">
          <p className="text-sm font-semibold">{user.displayName}</p>
          <p className="truncate text-xs text-zinc-600 dark:text-zinc-400">{user.email}</p>
        </div>
        <DropdownMenu.Separator className="my-1 h-px bg-zinc-200 dark:bg-zinc-800" />
        <DropdownMenu.Item asChild className={itemClass}>
          <Link to="/profile">
            <UserRound className="size-4" aria-hidden /> Profile
          </Link>
        </DropdownMenu.Item>
        <DropdownMenu.Item asChild className={itemClass}>
          <Link to="/dashboard">
            <LayoutDashboard className="size-4" aria-hidden /> Dashboard
          </Link>
        </DropdownMenu.Item>
        <DropdownMenu.Item asChild className={itemClass}>
          <Link to="/saved-jobs">
            <Star className="size-4" aria-hidden /> Saved jobs
          </Link>
        </DropdownMenu.Item>
        <DropdownMenu.Item asChild className={itemClass}>
          <Link to="/applications">
            <ListChecks className="size-4" aria-hidden /> My applications
          </Link>
        </DropdownMenu.Item>
        {user.role === 'admin' && (
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to="/admin/jobs">
              <ShieldCheck className="size-4" aria-hidden /> Add New Job
            </Link>
          </DropdownMenu.Item>
        )}
        <DropdownMenu.Separator className="my-1 h-px bg-zinc-200 dark:bg-zinc-800" />
        <DropdownMenu.Item
          className={itemClass}
          onSelect={() => void signOut.leave()}
          disabled={signOut.pending}
        >
          <LogOut className="size-4" aria-hidden /> Logout
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
