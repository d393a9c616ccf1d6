import { Pencil, UserRoundCheck } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button';
import { ProgressBar } from '../../../components/ui/progress-bar';

/** The "Your Skills Profile" card (docs/product.md, "Pages and layout"): the skills the matches are scored against. */
export function SkillsProfileCard({
  skills,
  progress,
  state,
}: {
  skills: string[];
  progress: number | undefined;
  state: 'pending' | 'error' | 'success';
}) {
  return (
    <section
      aria-labelledby="skills-profile"
      className="rounded-card border border-zinc-200 bg-white p-5 dark:border-zinc-800 dark:bg-zinc-900"
    >
      <h2 id="skills-profile" className="flex items-center gap-2 text-lg font-semibold tracking-tight">
        <UserRoundCheck className="size-5 text-brand-600 dark:text-brand-400" aria-hidden />
        Your Skills Profile
      </h2>
      {state === 'pending' ? (
        <div className="mt-4 flex flex-wrap gap-1.5" aria-hidden>
          {[16, 20, 12, 24, 14].map((width) => (
            <span
              key={width}
              className="h-7 animate-pulse rounded-full bg-zinc-100 dark:bg-zinc-800"
              style={{ width: `${width * 0.25}rem` }}
            />
          ))}
        </div>
      ) : state === 'error' ? (
        <p className="mt-2 text-sm text-zinc-700 dark:text-zinc-300">Your skills could not be loaded.</p>
      ) : skills.length === 0 ? (
        <p className="mt-2 text-sm text-zinc-700 dark:text-zinc-300">
          No skills yet. Add the skills you have, and jobs that need them will be ranked for you.
        </p>
      ) : (
        <>
          <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">
            Jobs are scored against {skills.length === 1 ? 'this skill' : `these ${skills.length} skills`}.
          </p>
          <ul className="mt-4 flex flex-wrap gap-1.5" aria-label="Your skills">
            {skills.map((skill) => (
              <li
                key={skill}
                className="rounded-full bg-brand-50 px-2.5 py-1 text-xs font-medium text-brand-800 dark:bg-brand-900/60 dark:text-brand-100"
              >
                {skill}
              </li>
            ))}
          </ul>
        </>
      )}
      {progress !== undefined && (
        <div className="mt-5">
          <ProgressBar label="Profile complete" percent={progress} size="sm" />
        </div>
      )}
      <ButtonLink to="/profile" variant="secondary" size="sm" className="mt-5 w-full">
        <Pencil className="size-4" aria-hidden />
        {skills.length === 0 ? 'Add skills' : 'Edit skills'}
      </ButtonLink>
    </section>
  );
}
