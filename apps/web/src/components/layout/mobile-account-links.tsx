import { NavLink } from 'react-router';
import type { SessionUser } from '@skillmatch/shared/schemas/session';
import { Button } from '../ui/button';
import { mobileLinkClass } from './nav-link-class';
import { useSignOutAndLeave } from './use-sign-out-and-leave';

/** The phone menu's account part; signed-in only, so visitors never download it. */
export default function MobileAccountLinks({ user }: { user: SessionUser }) {
  const signOut = useSignOutAndLeave();
  return (
    <div className="mt-2 border-t border-zinc-200 pt-2 dark:border-zinc-800">
      <p className="px-3 py-2 text-sm text-zinc-600 dark:text-zinc-400">Signed in as {user.displayName}</p>
      <NavLink to="/profile" className={mobileLinkClass}>
        Profile
      </NavLink>
      {/* Administrators have Dashboard among the menu's main links already. */}
      {user.role !== 'admin' && (
        <NavLink to="/dashboard" className={mobileLinkClass}>
          Dashboard
        </NavLink>
      )}
      <NavLink to="/saved-jobs" className={mobileLinkClass}>
        Saved jobs
      </NavLink>
      <NavLink to="/applications" className={mobileLinkClass}>
        My applications
      </NavLink>
      <Button
        variant="secondary"
        className="mt-3 w-full"
        disabled={signOut.pending}
        onClick={() => void signOut.leave()}
      >
        Logout
      </Button>
    </div>
  );
}
