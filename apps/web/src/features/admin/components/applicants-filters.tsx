import { APPLICATION_STATUSES } from '@skillmatch/shared/constants';
import { SelectField } from '../../../components/ui/select-field';

export type ApplicantsSort = 'match' | 'newest';

const SORTS = [
  { value: 'match', label: 'Best match' },
  { value: 'newest', label: 'Newest' },
];

/** All + one button per status with how many are in it, and the order: by match or newest first. */
export function ApplicantsFilters({
  statuses,
  status,
  onStatus,
  sort,
  onSort,
}: {
  statuses: readonly string[];
  status: string;
  onStatus: (status: string) => void;
  sort: ApplicantsSort;
  onSort: (sort: ApplicantsSort) => void;
}) {
  const count = (which: string) => statuses.filter((each) => which === '' || each === which).length;
  const chip = (value: string, label: string) => (
    <button
      key={value || 'all'}
      type="button"
      aria-pressed={status === value}
      onClick={() => onStatus(value)}
      className={`inline-flex min-h-11 items-center gap-1.5 rounded-full border px-3 text-sm font-medium sm:min-h-9 ${
        status === value
          ? 'border-brand-600 bg-brand-600 text-white'
          : 'border-zinc-300 bg-white text-zinc-800 hover:bg-zinc-50 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-200 dark:hover:bg-zinc-800'
      }`}
    >
      {label} <span className="tabular-nums opacity-80">({count(value)})</span>
    </button>
  );
  return (
    <div className="flex flex-col gap-3 md:flex-row md:items-end md:justify-between">
      <div role="group" aria-label="Filter by status" className="flex flex-wrap gap-2">
        {chip('', 'All')}
        {APPLICATION_STATUSES.map((each) => chip(each, each))}
      </div>
      <SelectField
        label="Sort by"
        options={SORTS}
        value={sort}
        onChange={(event) => onSort(event.target.value as ApplicantsSort)}
        className="md:w-44"
      />
    </div>
  );
}
