import { Banknote, Briefcase, Globe2, MapPin } from 'lucide-react';
import type { Job } from '@skillmatch/shared/schemas/jobs';
import { RemoteTag } from '../../../components/jobs/job-card';
import { MatchBadge } from '../../../components/match/match-badge';
import { formatDate, formatSalary } from '../../../lib/format';
import { Fact } from './fact';

/*
 * The job's own content, shown by the job page and by the job list's detail pane: its tags, its facts
 * and its description. `level` is the level of the section headings (the page's title is an h1, the
 * pane's an h2).
 */

type Level = 2 | 3;

function SectionHeading({ level, children }: { level: Level; children: string }) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return <Heading className="text-lg font-semibold">{children}</Heading>;
}

/** Remote or on-site, the viewer's match and Closed. */
export function JobTags({ job, matchScore }: { job: Job; matchScore: number | undefined }) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      {job.remote ? (
        <RemoteTag />
      ) : (
        <span className="rounded-full bg-zinc-100 px-2.5 py-1 text-xs font-semibold text-zinc-800 dark:bg-zinc-800 dark:text-zinc-200">
          On-site
        </span>
      )}
      {matchScore !== undefined && <MatchBadge score={matchScore} />}
      {job.status !== 'active' && (
        <span className="rounded-full bg-zinc-200 px-2.5 py-1 text-xs font-semibold text-zinc-800 dark:bg-zinc-700 dark:text-zinc-100">
          Closed
        </span>
      )}
    </div>
  );
}

export function JobFacts({ job }: { job: Job }) {
  return (
    <dl className="grid gap-4 rounded-card border border-zinc-200 p-5 sm:grid-cols-2 dark:border-zinc-800">
      <Fact icon={<MapPin className="size-4" aria-hidden />} label="Location">
        {job.location || 'N/A'}
      </Fact>
      <Fact icon={<Briefcase className="size-4" aria-hidden />} label="Type">
        {job.type}
      </Fact>
      <Fact icon={<Banknote className="size-4" aria-hidden />} label="Salary">
        {formatSalary(job.salaryMin, job.salaryMax, job.currency)}
      </Fact>
      <Fact icon={<Globe2 className="size-4" aria-hidden />} label="Work">
        {job.remote ? 'Remote' : 'On-site'}
      </Fact>
    </dl>
  );
}

function BulletList({ title, items, level }: { title: string; items: string[]; level: Level }) {
  if (items.length === 0) return null;
  return (
    <section className="mt-8">
      <SectionHeading level={level}>{title}</SectionHeading>
      <ul className="mt-3 list-disc space-y-2 pl-5 text-zinc-800 dark:text-zinc-200">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}

/** About the role, responsibilities, requirements, skills and the date it was posted. */
export function JobDescription({ job, level }: { job: Job; level: Level }) {
  return (
    <>
      <section className="mt-8">
        <SectionHeading level={level}>About the role</SectionHeading>
        <p className="mt-3 max-w-[70ch] whitespace-pre-line leading-relaxed text-zinc-800 dark:text-zinc-200">
          {job.description}
        </p>
      </section>
      <BulletList title="Responsibilities" items={job.responsibilities} level={level} />
      <BulletList title="Requirements" items={job.requirements} level={level} />
      {job.skillNames.length > 0 && (
        <section className="mt-8">
          <SectionHeading level={level}>Skills</SectionHeading>
          <ul className="mt-3 flex flex-wrap gap-2">
            {job.skillNames.map((skill) => (
              <li
                key={skill}
                className="rounded-full bg-zinc-100 px-3 py-1.5 text-sm font-medium text-zinc-800 dark:bg-zinc-800 dark:text-zinc-200"
              >
                {skill}
              </li>
            ))}
          </ul>
        </section>
      )}
      <p className="mt-8 text-sm text-zinc-600 dark:text-zinc-400">Posted {formatDate(job.postedDate)}</p>
    </>
  );
}
