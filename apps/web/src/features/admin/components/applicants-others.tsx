import type { Candidates } from '@skillmatch/shared/schemas/matching';
import { MatchBadge } from '../../../components/match/match-badge';
import { MatchReasons } from '../../../components/match/match-reasons';
import { ApplicantsProfile } from './applicants-profile';
import { DisabledMark } from './pipeline-marks';

/** Seekers who match the job but have not applied: someone to reach out to. */
export function ApplicantsOthers({ others, total }: { others: Candidates['others']; total: number }) {
  return (
    <section aria-labelledby="applicants-others" className="mt-12">
      <h2 id="applicants-others" className="text-xl font-semibold tracking-tight">
        People who have not applied but match
      </h2>
      <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">
        {total === 0
          ? 'No one else matches this job yet.'
          : `The best ${others.length} of ${total.toLocaleString('en-US')} ${total === 1 ? 'person' : 'people'} who match.`}
      </p>
      {others.length > 0 && (
        <ul className="mt-4 grid gap-3 md:grid-cols-2">
          {others.map(({ person, profile, score, reasons }) => (
            <li
              key={person.id}
              aria-label={person.name}
              className="rounded-card border border-zinc-200 p-4 dark:border-zinc-800"
            >
              <div className="flex items-start gap-3">
                <div className="min-w-0 flex-1">
                  <p className="flex flex-wrap items-center gap-2 font-medium">
                    {person.name}
                    {person.disabled && <DisabledMark />}
                  </p>
                  <p className="truncate text-sm text-zinc-600 dark:text-zinc-400">{person.email}</p>
                </div>
                <MatchBadge score={score} />
              </div>
              <div className="mt-3">
                <ApplicantsProfile profile={profile} />
              </div>
              <details className="mt-3">
                <summary className="min-h-11 cursor-pointer py-2 text-sm font-medium text-brand-700 sm:min-h-0 dark:text-brand-300">
                  Why {score}%
                </summary>
                <div className="mt-2">
                  <MatchReasons reasons={reasons} reader="recruiter" />
                </div>
              </details>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
