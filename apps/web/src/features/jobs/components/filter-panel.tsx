import { useId } from 'react';
import { JOB_TYPES } from '@skillmatch/shared/constants';
import { Button } from '../../../components/ui/button';
import type { JobFilters } from '../job-filters';

interface FilterPanelProps {
  filters: JobFilters;
  /** The current result's skills with their counts (the search answer's skill facets), if known yet. */
  skillFacets: FacetCount[] | undefined;
  onChange: (changes: Partial<JobFilters>) => void;
  /** Given, the panel has its own title and Clear; a sheet holding it has its own. */
  onClear?: () => void;
}

interface FacetCount {
  value: string;
  count: number;
}

/**
 * The skills to offer: each one ticked (as the URL has it), then the result's most common, with how many
 * jobs ticking each would leave.
 */
function skillOptions(selected: readonly string[], facets: readonly FacetCount[]) {
  const countOf = new Map(facets.map((facet) => [facet.value.toLowerCase(), facet.count]));
  const ticked = new Set(selected.map((skill) => skill.toLowerCase()));
  return [
    ...selected.map((skill) => ({ value: skill, count: countOf.get(skill.toLowerCase()) })),
    ...facets.filter((facet) => !ticked.has(facet.value.toLowerCase())),
  ];
}

const inputClass =
  'h-11 w-full rounded-lg border border-zinc-300 bg-white px-3 text-base sm:text-sm dark:border-zinc-700 dark:bg-zinc-900';

/** The spec's filter panel: location, type, Remote Only, the result's skills, and Clear. */
export function FilterPanel({ filters, skillFacets, onChange, onClear }: FilterPanelProps) {
  const id = useId();
  const options = skillOptions(filters.skills, skillFacets ?? []);
  const toggleSkill = (skill: string) =>
    onChange({
      skills: filters.skills.includes(skill)
        ? filters.skills.filter((selected) => selected !== skill)
        : [...filters.skills, skill],
    });

  return (
    <form
      role="search"
      aria-label="Filter jobs"
      onSubmit={(event) => event.preventDefault()}
      className="space-y-6"
    >
      {onClear && (
        <div className="flex items-center justify-between">
          <h2 className="text-base font-semibold">Filters</h2>
          <Button variant="ghost" size="sm" onClick={onClear}>
            Clear
          </Button>
        </div>
      )}
      <div className="space-y-1.5">
        <label htmlFor={`${id}-location`} className="text-sm font-medium">
          Location
        </label>
        <input
          id={`${id}-location`}
          className={inputClass}
          placeholder="City or country"
          value={filters.location}
          onChange={(event) => onChange({ location: event.target.value })}
        />
      </div>
      <div className="space-y-1.5">
        <label htmlFor={`${id}-type`} className="text-sm font-medium">
          Type
        </label>
        <select
          id={`${id}-type`}
          className={inputClass}
          value={filters.type}
          onChange={(event) => onChange({ type: event.target.value })}
        >
          <option value="">All Types</option>
          {JOB_TYPES.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </select>
      </div>
      <label className="flex min-h-11 items-center gap-3 text-sm font-medium">
        <input
          type="checkbox"
          className="size-5 accent-brand-600"
          checked={filters.remote}
          onChange={(event) => onChange({ remote: event.target.checked })}
        />
        Remote Only
      </label>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">Skills</legend>
        {options.length === 0 ? (
          <p className="text-sm text-zinc-600 dark:text-zinc-400">
            {skillFacets ? 'These jobs list no skills.' : 'Loading skills…'}
          </p>
        ) : (
          <ul className="grid grid-cols-1 gap-x-4 sm:grid-cols-2 xl:grid-cols-1">
            {options.map(({ value, count }) => (
              <li key={value}>
                <label className="flex min-h-10 items-center gap-3 text-sm">
                  <input
                    type="checkbox"
                    className="size-5 shrink-0 accent-brand-600"
                    checked={filters.skills.includes(value)}
                    onChange={() => toggleSkill(value)}
                  />
                  <span className="min-w-0 flex-1 truncate">{value}</span>{' '}
                  {count !== undefined && (
                    <span className="text-xs text-zinc-600 tabular-nums dark:text-zinc-400">
                      <span aria-hidden>{count.toLocaleString('en-US')}</span>
                      <span className="sr-only">{`(${count.toLocaleString('en-US')} ${count === 1 ? 'job' : 'jobs'})`}</span>
                    </span>
                  )}
                </label>
              </li>
            ))}
          </ul>
        )}
      </fieldset>
    </form>
  );
}
