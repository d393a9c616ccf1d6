import { MapPin, Search, type LucideIcon } from 'lucide-react';
import { useId, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { buttonClasses } from '../ui/button';

const fieldClasses =
  'h-12 w-full rounded-lg border border-zinc-300 bg-white pr-3 pl-10 text-base dark:border-zinc-700 dark:bg-zinc-900';

/**
 * The what/where search that leads to the job list with the query. A plain GET form, so it works before
 * the app has started (and without it); once started, the app moves to the list without a reload.
 * `compact` is the top bar's: one box, for every page but the home.
 */
export function JobSearchForm({ compact = false }: { compact?: boolean }) {
  const navigate = useNavigate();
  const id = useId();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const params = new URLSearchParams();
    for (const [name, value] of new FormData(event.currentTarget)) {
      if (typeof value === 'string' && value.trim()) params.set(name, value.trim());
    }
    void navigate(params.size > 0 ? `/jobs?${params}` : '/jobs');
  };

  if (compact) {
    return (
      <form role="search" action="/jobs" method="get" onSubmit={onSubmit} className="relative w-full">
        <label htmlFor={`${id}-q`} className="sr-only">
          Search all jobs
        </label>
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-zinc-500 dark:text-zinc-400"
          aria-hidden
        />
        <input
          id={`${id}-q`}
          name="q"
          type="search"
          maxLength={200}
          autoComplete="off"
          placeholder="Search jobs"
          className="h-10 w-full rounded-lg border border-zinc-300 bg-zinc-50 pr-3 pl-9 text-sm dark:border-zinc-700 dark:bg-zinc-900"
        />
      </form>
    );
  }

  // Laid out by the room it has: one row in a wide place, the button under the fields in a hero's column.
  return (
    <div className="@container">
      <form
        role="search"
        aria-label="Find jobs"
        action="/jobs"
        method="get"
        onSubmit={onSubmit}
        className="grid gap-3 rounded-card border border-zinc-200 bg-white p-4 shadow-sm @xl:grid-cols-2 @3xl:grid-cols-[1fr_1fr_auto] @3xl:items-end dark:border-zinc-800 dark:bg-zinc-900"
      >
        <SearchField
          id={`${id}-q`}
          name="q"
          label="What"
          icon={Search}
          placeholder="Job title, skill or company"
        />
        <SearchField
          id={`${id}-location`}
          name="location"
          label="Where"
          icon={MapPin}
          placeholder="City or country"
        />
        <button type="submit" className={buttonClasses('primary', 'lg', '@xl:col-span-2 @3xl:col-span-1')}>
          Search jobs
        </button>
      </form>
    </div>
  );
}

function SearchField({
  id,
  name,
  label,
  icon: Icon,
  placeholder,
}: {
  id: string;
  name: string;
  label: string;
  icon: LucideIcon;
  placeholder: string;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <div className="relative">
        <Icon
          className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-zinc-500 dark:text-zinc-400"
          aria-hidden
        />
        <input
          id={id}
          name={name}
          type="search"
          maxLength={200}
          autoComplete="off"
          placeholder={placeholder}
          className={fieldClasses}
        />
      </div>
    </div>
  );
}
