import { NavLink } from 'react-router';
import type { SessionBackOffice, SessionUser } from '@skillmatch/shared/schemas/session';
import { linkClass, mobileLinkClass } from './nav-link-class';

const SEEKER_LINKS = [
  { to: '/jobs', label: 'Job Listings', end: true },
  { to: '/recommendations', label: 'Recommendations', end: false },
] as const;

/** The back office's own pages: its dashboard, jobs and applicants. */
const BACK_OFFICE_LINKS = [
  { to: '/dashboard', label: 'Dashboard', end: true },
  { to: '/admin/job-listings', label: 'Jobs', end: false },
  { to: '/admin/applications', label: 'Applications', end: false },
] as const;

/** A company's owners and recruiters: its back office and its hiring team. */
export const TEAM_LINKS = [...BACK_OFFICE_LINKS, { to: '/admin/team', label: 'Team', end: false }] as const;

/** Interviewers read the applicants of the jobs they are assigned to. */
const INTERVIEWER_LINKS = [
  { to: '/jobs', label: 'Job Listings', end: true },
  { to: '/admin/job-listings', label: 'My interviews', end: false },
  { to: '/admin/applications', label: 'Applicants', end: false },
] as const;

/** The operator's bar leads to the whole back office rather than to the seeker's pages. */
export const ADMIN_LINKS = [
  ...BACK_OFFICE_LINKS,
  { to: '/admin/review', label: 'Review', end: false },
  { to: '/admin/companies', label: 'Companies', end: false },
  { to: '/admin/users', label: 'Users', end: false },
  { to: '/admin/inbox', label: 'Inbox', end: false },
  { to: '/admin/settings', label: 'Settings', end: false },
] as const;

/** The links for a signed-in person: by their back-office role, else the seeker's. */
function linksOf(backOffice: SessionBackOffice | undefined) {
  if (!backOffice) return SEEKER_LINKS;
  if (backOffice.role === 'operator') return ADMIN_LINKS;
  return backOffice.role === 'interviewer' ? INTERVIEWER_LINKS : TEAM_LINKS;
}

/**
 * The bar's main links: the seeker's (visitors see Job Listings only), a hiring team's by role, or the
 * operator's.
 */
export function MainLinks({
  user,
  backOffice,
  mobile,
}: {
  user: SessionUser | null | undefined;
  backOffice?: SessionBackOffice | undefined;
  mobile?: boolean;
}) {
  const className = mobile ? mobileLinkClass : linkClass;
  const links = user ? linksOf(backOffice) : SEEKER_LINKS.slice(0, 1);
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
