import { BadgeCheck } from 'lucide-react';
import { Link } from 'react-router';

/** The mark of an employer the operator checked, or whose website's domain its team's email shares. */
export function VerifiedBadge({ size = 'sm' }: { size?: 'sm' | 'md' }) {
  return (
    <BadgeCheck
      role="img"
      aria-label="Verified employer"
      className={`inline shrink-0 text-brand-700 dark:text-brand-300 ${size === 'md' ? 'size-5' : 'size-4'}`}
    >
      <title>Verified employer</title>
    </BadgeCheck>
  );
}

/**
 * An employer's name, leading to its company page, with the verified badge when it has one. `relative`:
 * on a job card it sits above the title link's cover, so it is a link of its own.
 */
export function CompanyLink({
  name,
  slug,
  verified,
  className = '',
}: {
  name: string;
  slug: string;
  verified: boolean;
  className?: string;
}) {
  return (
    <span className={`inline-flex items-center gap-1 ${className}`}>
      <Link
        to={`/companies/${encodeURIComponent(slug)}`}
        className="relative hover:text-brand-700 hover:underline focus-visible:rounded focus-visible:outline-2 focus-visible:outline-brand-500 dark:hover:text-brand-300"
      >
        {name}
      </Link>
      {verified && <VerifiedBadge />}
    </span>
  );
}
