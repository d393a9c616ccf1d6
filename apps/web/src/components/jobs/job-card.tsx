import type { MouseEvent, ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import type { Job } from '@skillmatch/shared/schemas/jobs';
import { formatSalary, postedAgo } from '../../lib/format';
import { MatchBadge } from '../match/match-badge';
import { buttonClasses } from '../ui/button';
import { Banknote, Briefcase, MapPin } from './card-icons';
import { CompanyLink } from './company-link';
import { CompanyMark } from './company-mark';
import { SaveJobButton } from './save-job-button';

/** List and recommendation cards show 4 skills (docs/product.md, "Pages and layout"), compact cards 3, then "+N more". */
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

/** Wide enough for the job list's detail pane (Tailwind's `lg`). */
export const WIDE_SCREEN = '(min-width: 64rem)';

/** A plain left click (no new tab or window asked for) on a wide screen. */
const selectsInPlace = (event: MouseEvent) =>
  event.button === 0 &&
  !event.metaKey &&
  !event.ctrlKey &&
  !event.shiftKey &&
  !event.altKey &&
  window.matchMedia?.(WIDE_SCREEN).matches === true;

/**
 * A job in a list, compact: the whole card opens the job (the title's link covers it), the save star, the
 * match badge and the one action sit above that layer. Not shown at all when the title or company is missing
 * (docs/product.md, "Pages and layout"). With a `matchScore` above 0, the signed-in seeker's match badge sits beside the star;
 * `children` (a recommendation's reasons) go between the facts and the apply row. With `onSelect`, a plain
 * click on a wide screen selects the card (the list shows it beside itself) instead of leaving the list;
 * the card stays a link for a new tab, and on phones. Beside the pane it is shorter (`paned` below).
 */
export function JobCard({
  job,
  matchScore,
  children,
  selected = false,
  onSelect,
}: {
  job: Job;
  matchScore?: number | undefined;
  children?: ReactNode;
  selected?: boolean;
  onSelect?: () => void;
}) {
  const location = useLocation();
  if (!job.title || !job.company) return null;
  // The detail page's "Back to Jobs" returns to this very list, filters and page included.
  const from = { from: location.pathname + location.search };
  // Beside a detail pane the card is a short entry to select: the badge joins the tags and, on a wide
  // screen, the skills and Apply Now are left to the pane.
  const paned = onSelect !== undefined;
  const badge = matchScore !== undefined && matchScore > 0 && <MatchBadge score={matchScore} />;
  const onClick = (event: MouseEvent) => {
    if (!onSelect || !selectsInPlace(event)) return;
    event.preventDefault();
    onSelect();
  };
  return (
    <article
      className={`relative flex flex-col gap-3 rounded-card border bg-white p-4 transition-shadow duration-150 hover:shadow-md dark:bg-zinc-900 ${
        // Selected shows beside the detail pane, which phones do not have.
        selected
          ? 'border-zinc-200 hover:border-brand-300 dark:border-zinc-800 lg:border-brand-500 lg:bg-brand-50/40 lg:ring-1 lg:ring-brand-500 dark:lg:border-brand-400 dark:lg:bg-brand-950/30 dark:lg:ring-brand-400'
          : 'border-zinc-200 hover:border-brand-300 dark:border-zinc-800 dark:hover:border-brand-700'
      }`}
    >
      {/* On a narrow card the badge and star move under the title rather than squeeze it. */}
      <div className="flex flex-wrap items-start gap-x-3 gap-y-1">
        <CompanyMark company={job.company} />
        <div className="min-w-48 flex-1">
          <h2 className="text-base font-semibold leading-snug">
            <Link
              to={`/jobs/${job.id}`}
              state={from}
              onClick={onClick}
              aria-current={selected ? 'true' : undefined}
              data-job-link={job.id}
              className="after:absolute after:inset-0 after:rounded-card hover:text-brand-700 focus-visible:outline-none focus-visible:after:ring-2 focus-visible:after:ring-brand-500 dark:hover:text-brand-300"
            >
              {job.title}
            </Link>
          </h2>
          <p className="text-sm text-zinc-700 dark:text-zinc-300">
            <CompanyLink name={job.company} slug={job.companySlug} verified={job.companyVerified} />
          </p>
        </div>
        <div className="relative ml-auto flex shrink-0 items-center gap-1">
          {/* A job the seeker has nothing for gets no badge, rather than a list of red "0%"s. */}
          {!paned && badge}
          <SaveJobButton job={job} />
        </div>
      </div>
      <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-zinc-700 dark:text-zinc-300">
        <Fact icon={<MapPin className="size-4" aria-label="Location" />}>{job.location || 'N/A'}</Fact>
        <Fact icon={<Banknote className="size-4" aria-label="Salary" />}>
          <span className="tabular-nums">{formatSalary(job.salaryMin, job.salaryMax, job.currency)}</span>
        </Fact>
        <Fact icon={<Briefcase className="size-4" aria-label="Type" />}>{job.type || 'N/A'}</Fact>
      </dl>
      {children && <div className="relative">{children}</div>}
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
        <div className="flex flex-wrap items-center gap-1.5">
          {job.remote && <RemoteTag />}
          {paned && badge}
          <div className={paned ? 'contents lg:hidden' : 'contents'}>
            <SkillChips skills={job.skillNames} />
          </div>
        </div>
        <div className="relative ml-auto flex items-center gap-3">
          <span className="text-xs text-zinc-600 dark:text-zinc-400">{postedAgo(job.postedDate)}</span>
          {job.isApplied ? (
            <button type="button" disabled className={buttonClasses('secondary', 'sm')}>
              Applied
            </button>
          ) : job.status !== 'active' ? (
            // A saved job its employer closed: said so, with nothing to apply to.
            <span className="rounded-full bg-zinc-100 px-2.5 py-1 text-xs font-medium text-zinc-700 dark:bg-zinc-800 dark:text-zinc-300">
              Closed
            </span>
          ) : (
            <Link
              to={`/jobs/${job.id}#apply`}
              state={from}
              className={buttonClasses('primary', 'sm', paned ? 'lg:hidden' : '')}
              aria-label={`Apply Now: ${job.title}`}
            >
              Apply Now
            </Link>
          )}
        </div>
      </div>
    </article>
  );
}

/** One fact of a job or company (place, pay, size) in a description list: its icon, then its value. */
export function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <div className="flex items-center gap-1.5">
      <dt>{icon}</dt>
      <dd>{children}</dd>
    </div>
  );
}
