import { Link } from 'react-router';

export function Logo() {
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
      <span>
        Skill<span className="text-brand-600 dark:text-brand-400">Match</span>
      </span>
    </Link>
  );
}
