import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../../../components/ui/button';

const PLACES = {
  /** The foot of a card: a rule above, small buttons. */
  card: { nav: 'border-t border-zinc-200 px-4 py-3 sm:px-6 dark:border-zinc-800', button: 'sm' },
  /** Loose under a list. */
  page: { nav: 'mt-3', button: 'md' },
} as const;

/** "Page 2 of 5" with Previous and Next; Next waits while the next page is still a placeholder. */
export function Pager({
  label,
  page,
  total,
  pageSize,
  busy,
  onPage,
  summary = '',
  place = 'card',
}: {
  label: string;
  page: number;
  total: number;
  pageSize: number;
  busy: boolean;
  onPage: (page: number) => void;
  /** Said before the page, e.g. "30 applications · ". */
  summary?: string;
  place?: keyof typeof PLACES;
}) {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const { nav, button } = PLACES[place];
  return (
    <nav aria-label={label} className={`flex flex-wrap items-center justify-between gap-3 ${nav}`}>
      <p className="text-sm text-zinc-600 tabular-nums dark:text-zinc-400">
        {summary}Page {page} of {pageCount}
      </p>
      <div className="flex gap-2">
        <Button variant="secondary" size={button} disabled={page <= 1} onClick={() => onPage(page - 1)}>
          <ChevronLeft className="size-4" aria-hidden />
          Previous
        </Button>
        <Button
          variant="secondary"
          size={button}
          disabled={page >= pageCount || busy}
          onClick={() => onPage(page + 1)}
        >
          Next
          <ChevronRight className="size-4" aria-hidden />
        </Button>
      </div>
    </nav>
  );
}
