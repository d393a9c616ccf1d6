import { MapPin } from 'lucide-react';
import type { Candidates } from '@skillmatch/shared/schemas/matching';

const SHOWN_SKILLS = 8;

/** What the applicant says of themselves: headline, location and skills (the first few). */
export function ApplicantsProfile({ profile }: { profile: Candidates['applicants'][number]['profile'] }) {
  const extra = profile.skills.length - SHOWN_SKILLS;
  return (
    <div className="space-y-1.5 text-sm">
      {(profile.headline || profile.location) && (
        <p className="text-zinc-700 dark:text-zinc-300">
          {profile.headline}
          {profile.headline && profile.location && ' · '}
          {profile.location && (
            <span className="inline-flex items-center gap-1">
              <MapPin className="size-3.5" aria-hidden />
              {profile.location}
            </span>
          )}
        </p>
      )}
      {profile.skills.length > 0 && (
        <ul aria-label="Profile skills" className="flex flex-wrap gap-1.5">
          {profile.skills.slice(0, SHOWN_SKILLS).map((skill) => (
            <li
              key={skill}
              className="rounded-full bg-zinc-100 px-2 py-0.5 text-xs font-medium text-zinc-800 dark:bg-zinc-800 dark:text-zinc-200"
            >
              {skill}
            </li>
          ))}
          {extra > 0 && <li className="px-1 text-xs text-zinc-600 dark:text-zinc-400">+{extra} more</li>}
        </ul>
      )}
    </div>
  );
}
