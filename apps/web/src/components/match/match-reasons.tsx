import { Check, CircleDashed, Link2, SlidersHorizontal } from 'lucide-react';
import type { ReactNode } from 'react';
import { MATCH_SCORE_MEANING } from '@skillmatch/shared/constants';
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

/**
 * The reasons in one line, for a card: "6 of 7 skills · uses 7 of yours · +Redis" (the job's skills the
 * seeker has, how many of theirs it uses, and the first skill they miss).
 */
export function summaryLine(reasons: Reasons): string {
  const total = reasons.matched.length + reasons.related.length + reasons.missing.length;
  const parts = [
    total === 0 ? 'No skills listed' : `${reasons.matched.length} of ${total} skills`,
    `uses ${reasons.used.length} of yours`,
  ];
  const [firstMissing] = reasons.missing;
  if (firstMissing !== undefined) parts.push(`+${firstMissing}`);
  return parts.join(' · ');
}

/** "It uses 2 of your 4 skills": the seeker's skills this job has a use for. */
export function usedLine(reasons: Reasons, reader: ReasonsReader = 'seeker'): string {
  return `It uses ${reasons.used.length} of ${WORDS[reader].their} ${reasons.profileSkillCount} skills`;
}

/** What the score means, in the reader's words (`MATCH_SCORE_MEANING`). */
export function meaningLine(reader: ReasonsReader = 'seeker'): string {
  if (reader === 'seeker') return MATCH_SCORE_MEANING;
  return MATCH_SCORE_MEANING.replace('you have:', 'the candidate has:')
    .replace('of yours', 'of theirs')
    .replace('you lack', 'they lack')
    .replace('skills you have', 'skills they have');
}

/**
 * The score's two parts: "You have 46% of what this job asks for; it relies on your skills 76%." and,
 * when preferences are stated, that they only order equal matches.
 */
export function partsLine(reasons: Reasons, reader: ReasonsReader = 'seeker'): string {
  const { has, their } = WORDS[reader];
  const parts = `${has} ${reasons.coverage}% of what this job asks for; it relies on ${their} skills ${reasons.reliance}%.`;
  if (reasons.preferences.length === 0) return parts;
  return `${parts} Preferences are not in the score: they only order equal matches.`;
}

/** The longest a seeker's typed skill is shown in a credit before it is cut short with "…". */
export const VIA_MAX_LENGTH = 40;

/**
 * A typed skill cut to at most `VIA_MAX_LENGTH` characters, at a word break when there is one, ending in
 * "…": "Taxation matters Income Tax GST P Tax Accounts" → "Taxation matters Income Tax GST P Tax…".
 */
export function shortVia(via: string): string {
  const chars = Array.from(via);
  if (chars.length <= VIA_MAX_LENGTH) return via;
  const cut = chars.slice(0, VIA_MAX_LENGTH - 1).join('');
  const space = cut.lastIndexOf(' ');
  const words = space >= VIA_MAX_LENGTH / 2 ? cut.slice(0, space) : cut;
  return `${words.replace(/[\s,;:/&-]+$/u, '')}…`;
}

/** A quoted word or typed skill: ‘research’. */
const quote = (text: string) => `‘${text}’`;

/** The seeker's typed skill, quoted and shortened, the whole of it in the tooltip when cut. */
function Via({ via }: { via: string }) {
  const short = shortVia(via);
  return (
    <span className="font-medium" title={short === via ? undefined : via}>
      {quote(short)}
    </span>
  );
}

/** "(40% credit)" */
function Credit({ percent }: { percent: number }) {
  return <span className="text-zinc-600 dark:text-zinc-400">({percent}% credit)</span>;
}

/**
 * One skill the seeker earns part of, and through which skill of theirs: one the taxonomy relates to it
 * ("‘TypeScript’ counts toward JavaScript"), or one it shares words with ("Legal Writing — partly:
 * shares ‘legal’ with your ‘Legal Research’").
 */
function RelatedCredit({ credit, reader }: { credit: Reasons['related'][number]; reader: ReasonsReader }) {
  const { their } = WORDS[reader];
  const skill = <span className="font-medium">{credit.skill}</span>;
  const percent = <Credit percent={credit.percent} />;
  if (credit.basis === 'related')
    return (
      <>
        <Via via={credit.via} /> counts toward {skill} {percent}
      </>
    );
  return (
    <>
      {skill} — partly: shares {credit.words?.length ? credit.words.map(quote).join(', ') : 'words'} with{' '}
      {their} <Via via={credit.via} /> {percent}
    </>
  );
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
 * Why a score is what it is, in plain words: the skills the seeker has, the ones they earn part of (each
 * through a related skill of theirs or one sharing words), the ones missing (each with an optional
 * action, such as "Add AWS"), how much of their profile the job uses, how the job fits their
 * preferences, the score's two parts, and what the score means.
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
                  <RelatedCredit credit={credit} reader={reader} />
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
      <p className="text-xs text-zinc-600 dark:text-zinc-400">
        {partsLine(reasons, reader)} {meaningLine(reader)}
      </p>
    </div>
  );
}
