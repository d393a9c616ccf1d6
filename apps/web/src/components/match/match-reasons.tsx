import { Check, CircleDashed, Link2, SlidersHorizontal } from 'lucide-react';
import type { ReactNode } from 'react';
import type { MatchReasons as Reasons } from '@skillmatch/shared/schemas/matching';

/** Who reads the reasons: the seeker about themselves, or a recruiter about a candidate. */
export type ReasonsReader = 'seeker' | 'recruiter';

const WORDS = {
  seeker: { has: 'You have', their: 'your', they: 'you' },
  recruiter: { has: 'Has', their: 'their', they: 'they' },
} as const;

function preferenceWords(reader: ReasonsReader, preference: string, fit: number): string | undefined {
  const their = WORDS[reader].their;
  const words: Record<string, Record<string, string>> = {
    type: { 1: 'job type fits', 0: `not ${their} preferred job type` },
    location: { 1: 'location fits', 0: `outside ${their} preferred locations` },
    salary: {
      1: `salary meets ${their} minimum`,
      0: `salary below ${their} minimum`,
      0.5: 'salary not stated',
    },
  };
  return words[preference]?.[String(fit)];
}

/** "You have 3 of 5 skills": the job's skills the seeker has, of all the job asks for. */
export function skillsLine(reasons: Reasons, reader: ReasonsReader = 'seeker'): string {
  const total = reasons.matched.length + reasons.related.length + reasons.missing.length;
  if (total === 0) return 'This job lists no skills';
  return `${WORDS[reader].has} ${reasons.matched.length} of ${total} skills`;
}

/** "It uses 2 of your 4 skills": the seeker's skills this job has a use for. */
export function usedLine(reasons: Reasons, reader: ReasonsReader = 'seeker'): string {
  return `It uses ${reasons.used.length} of ${WORDS[reader].their} ${reasons.profileSkillCount} skills`;
}

/** How the points add up: "24 of 35 points for the job's skills you have, 44 of 65 for …". */
export function pointsLine(reasons: Reasons, reader: ReasonsReader = 'seeker'): string {
  const { they, their } = WORDS[reader];
  const parts = [
    `${reasons.coveragePoints} of ${reasons.coveragePointsMax} points for the job’s skills ${they} have`,
    `${reasons.profilePoints} of ${reasons.profilePointsMax} for how much of ${their} profile it uses (rarer skills count more)`,
  ];
  if (reasons.preferencePointsMax > 0)
    parts.push(`${reasons.preferencePoints} of ${reasons.preferencePointsMax} for ${their} preferences`);
  return `${parts.join(', ')}.`;
}

/** Why a related skill earns its credit: "(20% credit, both are medical software)". */
function creditNote(credit: Reasons['related'][number]): string {
  if (credit.basis === 'group' && credit.group)
    return `(${credit.percent}% credit, both are ${credit.group.toLowerCase()})`;
  return `(${credit.percent}% credit)`;
}

/** "job type fits · salary not stated", or null when the seeker states no preference. */
export function preferencesLine(reasons: Reasons, reader: ReasonsReader = 'seeker'): string | null {
  if (reasons.preferences.length === 0) return null;
  return reasons.preferences
    .map(({ preference, fit }) => preferenceWords(reader, preference, fit) ?? `${preference} ${fit}`)
    .join(' · ');
}

function Row({ label, icon, children }: { label: string; icon: ReactNode; children: ReactNode }) {
  return (
    <div className="grid gap-1.5 @md:grid-cols-[7.5rem_1fr] @md:gap-3">
      <dt className="flex items-center gap-1.5 text-xs font-semibold uppercase tracking-wide text-zinc-600 @md:h-8 dark:text-zinc-400">
        {icon}
        {label}
      </dt>
      <dd className="min-w-0">{children}</dd>
    </div>
  );
}

/**
 * Why a score is what it is, in plain words: the skills the seeker has, the ones a related skill of
 * theirs counts toward, the ones missing (each with an optional action, such as "Add AWS"), how much
 * of their profile the job uses, how the job fits their preferences, and how the points add up.
 * Recruiters read the same reasons about a candidate (`reader="recruiter"`).
 */
export function MatchReasons({
  reasons,
  missingAction,
  reader = 'seeker',
}: {
  reasons: Reasons;
  missingAction?: (skill: string) => ReactNode;
  reader?: ReasonsReader;
}) {
  const preferences = preferencesLine(reasons, reader);
  const has = WORDS[reader].has;
  return (
    <div className="@container space-y-3 text-sm">
      <p className="font-semibold">
        {skillsLine(reasons, reader)}
        {reasons.related.length > 0 && (
          <span className="font-normal text-zinc-600 dark:text-zinc-400">
            {' '}
            · {reasons.related.length} related
          </span>
        )}
        <span className="font-normal text-zinc-600 dark:text-zinc-400"> · {usedLine(reasons, reader)}</span>
      </p>
      <dl className="space-y-2.5">
        {reasons.matched.length > 0 && (
          <Row label={has} icon={<Check className="size-3.5" aria-hidden />}>
            <ul className="flex flex-wrap gap-1.5" aria-label={`Skills ${WORDS[reader].they} have`}>
              {reasons.matched.map((skill) => (
                <li
                  key={skill}
                  className="inline-flex h-8 items-center rounded-full bg-green-50 px-2.5 text-xs font-medium text-green-800 ring-1 ring-inset ring-green-700/20 dark:bg-green-950/70 dark:text-green-300 dark:ring-green-400/25"
                >
                  {skill}
                </li>
              ))}
            </ul>
          </Row>
        )}
        {reasons.related.length > 0 && (
          <Row label="Related" icon={<Link2 className="size-3.5" aria-hidden />}>
            <ul className="space-y-1 @md:pt-1.5" aria-label="Related skills">
              {reasons.related.map((credit) => (
                <li key={credit.skill} className="text-zinc-800 dark:text-zinc-200">
                  <span className="font-medium">{credit.via}</span> counts toward{' '}
                  <span className="font-medium">{credit.skill}</span>{' '}
                  <span className="text-zinc-600 dark:text-zinc-400">{creditNote(credit)}</span>
                </li>
              ))}
            </ul>
          </Row>
        )}
        {reasons.missing.length > 0 && (
          <Row label="Missing" icon={<CircleDashed className="size-3.5" aria-hidden />}>
            <ul className="flex flex-wrap gap-1.5" aria-label="Missing skills">
              {reasons.missing.map((skill) => (
                <li key={skill}>
                  {missingAction ? (
                    missingAction(skill)
                  ) : (
                    <span className="inline-flex h-8 items-center rounded-full border border-dashed border-zinc-400 px-2.5 text-xs font-medium text-zinc-700 dark:border-zinc-600 dark:text-zinc-300">
                      {skill}
                    </span>
                  )}
                </li>
              ))}
            </ul>
          </Row>
        )}
        {preferences && (
          <Row label="Preferences" icon={<SlidersHorizontal className="size-3.5" aria-hidden />}>
            <p className="text-zinc-800 @md:pt-1.5 dark:text-zinc-200">{preferences}</p>
          </Row>
        )}
      </dl>
      <p className="text-xs text-zinc-600 dark:text-zinc-400">{pointsLine(reasons, reader)}</p>
    </div>
  );
}
