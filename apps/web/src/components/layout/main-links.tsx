import { NavLink } from 'react-router';
import type { SessionUser } from '@skillmatch/shared/schemas/session';
import { linkClass, mobileLinkClass } from './nav-link-class';

const SEEKER_LINKS = [
  { to: '/jobs', label: 'Job Listings', end: true },
  { to: '/recommendations', label: 'Recommendations', end: false },
] as const;

/** Administrators work in the back office: their bar leads there rather than to the seeker's pages. */
export const ADMIN_LINKS = [
  { to: '/dashboard', label: 'Dashboard', end: true },
  { to: '/admin/job-listings', label: 'Jobs', end: false },
  { to: '/admin/applications', label: 'Applications', end: false },
  { to: '/admin/review', label: 'Review', end: false },
  { to: '/admin/users', label: 'Users', end: false },
  { to: '/admin/inbox', label: 'Inbox', end: false },
  { to: '/admin/settings', label: 'Settings', end: false },
] as const;

/** The bar's main links: the seeker's (visitors see Job Listings only) or the administrator's. */
export function MainLinks({ user, mobile }: { user: SessionUser | null | undefined; mobile?: boolean }) {
  const className = mobile ? mobileLinkClass : linkClass;
  const links = user?.role === 'admin' ? ADMIN_LINKS : user ? SEEKER_LINKS : SEEKER_LINKS.slice(0, 1);
  return (
    <>
      {links.map((link) => (
        <NavLink key={link.to} to={link.to} end={link.end} className={className}>
          {link.label}
        </NavLink>
      ))}
    </>
  );
}
