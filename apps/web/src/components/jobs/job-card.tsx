import { Banknote, Briefcase, MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import type { Job } from '@skillmatch/shared/schemas/jobs';
import { formatSalary, postedAgo } from '../../lib/format';
import { MatchBadge } from '../match/match-badge';
import { buttonClasses } from '../ui/button';
import { SaveJobButton } from './save-job-button';

/** DECISIONS.md: list and recommendation cards show 4 skills, compact cards 3, then "+N more". */
export function SkillChips({ skills, shown = 4 }: { skills: string[]; shown?: number }) {
  const rest = skills.length - shown;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label="Skills">
      {skills.slice(0, shown).map((skill) => (
        <li
          key={skill}
          className="rounded-full bg-zinc-100 px-2.5 py-1 text-xs font-medium text-zinc-800 dark:bg-zinc-800 dark:text-zinc-200"
        >
          {skill}
        </li>
      ))}
      {rest > 0 && (
        <li className="px-1 py-1 text-xs font-medium text-zinc-600 dark:text-zinc-400">+{rest} more</li>
      )}
    </ul>
  );
}

export function RemoteTag() {
  return (
    <span className="rounded-full bg-green-100 px-2.5 py-1 text-xs font-semibold text-green-800 dark:bg-green-950 dark:text-green-300">
      Remote
    </span>
  );
}

/**
 * A job in a list. Not shown at all when the title or company is missing (spec section 2). With a
 * `matchScore` above 0, the signed-in seeker's match badge sits beside the star; `children` (a recommendation's
 * reasons) go between the skills and the apply row.
 */
export function JobCard({
  job,
  matchScore,
  children,
}: {
  job: Job;
  matchScore?: number | undefined;
  children?: ReactNode;
}) {
  const location = useLocation();
  if (!job.title || !job.company) return null;
  // The detail page's "Back to Jobs" returns to this very list, filters and page included.
  const from = { from: location.pathname + location.search };
  return (
    <article className="flex flex-col gap-4 rounded-card border border-zinc-200 bg-white p-5 transition-shadow duration-150 hover:shadow-md dark:border-zinc-800 dark:bg-zinc-900">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-lg font-semibold leading-tight">
            <Link
              to={`/jobs/${job.id}`}
              state={from}
              className="hover:text-brand-700 hover:underline dark:hover:text-brand-300"
            >
              {job.title}
            </Link>
          </h2>
          <p className="mt-1 text-sm text-zinc-700 dark:text-zinc-300">{job.company}</p>
        </div>
        <div className="flex shrink-0 items-center gap-1">
          {/* A job the seeker has nothing for gets no badge, rather than a list of red "0%"s. */}
          {matchScore !== undefined && matchScore > 0 && <MatchBadge score={matchScore} />}
          <SaveJobButton job={job} />
        </div>
      </div>
      <dl className="grid gap-x-4 gap-y-1 text-sm text-zinc-700 sm:grid-cols-3 dark:text-zinc-300">
        <div className="flex items-center gap-1.5">
          <dt>
            <MapPin className="size-4" aria-label="Location" />
          </dt>
          <dd>{job.location || 'N/A'}</dd>
        </div>
        <div className="flex items-center gap-1.5">
          <dt>
            <Banknote className="size-4" aria-label="Salary" />
          </dt>
          <dd className="tabular-nums">{formatSalary(job.salaryMin, job.salaryMax, job.currency)}</dd>
        </div>
        <div className="flex items-center gap-1.5">
          <dt>
            <Briefcase className="size-4" aria-label="Type" />
          </dt>
          <dd>{job.type || 'N/A'}</dd>
        </div>
      </dl>
      <div className="flex flex-wrap items-center gap-2">
        {job.remote && <RemoteTag />}
        <SkillChips skills={job.skills} />
      </div>
      {children}
      <div className="flex items-center justify-between gap-3 border-t border-zinc-100 pt-4 dark:border-zinc-800">
        <span className="text-xs text-zinc-600 dark:text-zinc-400">{postedAgo(job.postedDate)}</span>
        {job.isApplied ? (
          <button type="button" disabled className={buttonClasses('secondary', 'sm')}>
            Applied
          </button>
        ) : (
          <Link
            to={`/jobs/${job.id}#apply`}
            state={from}
            className={buttonClasses('primary', 'sm')}
            aria-label={`Apply Now: ${job.title}`}
          >
            Apply Now
          </Link>
        )}
      </div>
    </article>
  );
}
