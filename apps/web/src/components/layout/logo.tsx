import { Link } from 'react-router';
import { useSite } from '../../lib/site';

/** The mark and the site's name (as set in the platform settings). */
export function Logo() {
  const { name } = useSite();
  return (
    <Link to="/" className="flex items-center gap-2 rounded-md text-lg font-semibold tracking-tight">
      <svg viewBox="0 0 32 32" className="size-8" aria-hidden>
        <rect width="32" height="32" rx="8" className="fill-brand-600 dark:fill-brand-500" />
        <path
          d="M9 17.5l4.5 4.5L23 11"
          fill="none"
          stroke="white"
          strokeWidth="3.2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      {/* The product's own name keeps its two-tone word mark; a renamed site is written plainly. */}
      {name === 'SkillMatch' ? (
        <span>
          Skill<span className="text-brand-600 dark:text-brand-400">Match</span>
        </span>
      ) : (
        <span className="max-w-40 truncate lg:max-w-72">{name}</span>
      )}
    </Link>
  );
}
