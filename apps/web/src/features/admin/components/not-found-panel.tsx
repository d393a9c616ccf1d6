import { SearchX } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button';

/** What an admin page says when what it shows does not exist: why, and where to go instead. */
export function NotFoundPanel({ text, to, action }: { text: string; to: string; action: string }) {
  return (
    <div className="rounded-card border border-dashed border-zinc-300 p-8 text-center dark:border-zinc-700">
      <SearchX className="mx-auto size-8 text-zinc-500 dark:text-zinc-400" aria-hidden />
      <p className="mt-3 text-zinc-700 dark:text-zinc-300">{text}</p>
      <ButtonLink to={to} variant="secondary" className="mt-4">
        {action}
      </ButtonLink>
    </div>
  );
}
