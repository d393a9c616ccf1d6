import { useId } from 'react';
import { JOB_CATEGORIES, JOB_TYPES } from '@skillmatch/shared/constants';
import type { JobSearchResponse } from '@skillmatch/shared/schemas/jobs';
import { Button } from '../../../components/ui/button';
import { POSTED_WITHIN, SALARY_FLOORS, type JobFilters } from '../job-filters';

interface FilterPanelProps {
  filters: JobFilters;
  /** The current result's counts by type, remote, category, skill and company (the search answer's), if known yet. */
  facets: JobSearchResponse['facets'] | undefined;
  /** A category page's own category: the panel does not offer another. */
  fixedCategory?: string;
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

/**
 * The companies to offer: the one filtered by (named by its slug until the answer names it), then the
 * result's employers with the most jobs, each with how many it keeps.
 */
function companyOptions(selected: string, facets: JobSearchResponse['facets']['company']) {
  const options: { value: string; name: string; count?: number }[] = [...facets];
  if (selected && !facets.some((facet) => facet.value === selected)) {
    options.unshift({ value: selected, name: selected });
  }
  return options;
}

const inputClass =
  'h-11 w-full rounded-lg border border-zinc-300 bg-white px-3 text-base sm:text-sm dark:border-zinc-700 dark:bg-zinc-900';

/** "Contract (12)": an option with how many of the current matches it keeps, when that is known. */
function withCount(label: string, value: string, facet: readonly FacetCount[] | undefined) {
  const count = facet?.find((entry) => entry.value === value)?.count;
  return count === undefined ? label : `${label} (${count.toLocaleString('en-US')})`;
}

/**
 * Every filter the search answers: location, category, company, type, Remote Only, salary, date posted,
 * the result's skills, and Clear. Type, category, company and remote show how many of the current matches
 * each keeps.
 */
export function FilterPanel({ filters, facets, fixedCategory, onChange, onClear }: FilterPanelProps) {
  const id = useId();
  const skillFacets = facets?.skills;
  const options = skillOptions(filters.skills, skillFacets ?? []);
  const remoteCount = facets?.remote.find((entry) => entry.value === 'true')?.count;
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
      {fixedCategory === undefined && (
        <div className="space-y-1.5">
          <label htmlFor={`${id}-category`} className="text-sm font-medium">
            Category
          </label>
          <select
            id={`${id}-category`}
            className={inputClass}
            value={filters.category}
            onChange={(event) => onChange({ category: event.target.value })}
          >
            <option value="">All Categories</option>
            {JOB_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {withCount(category, category, facets?.category)}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="space-y-1.5">
        <label htmlFor={`${id}-company`} className="text-sm font-medium">
          Company
        </label>
        <select
          id={`${id}-company`}
          className={inputClass}
          value={filters.company}
          onChange={(event) => onChange({ company: event.target.value })}
        >
          <option value="">All Companies</option>
          {companyOptions(filters.company, facets?.company ?? []).map(({ value, name, count }) => (
            <option key={value} value={value}>
              {count === undefined ? name : `${name} (${count.toLocaleString('en-US')})`}
            </option>
          ))}
        </select>
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
              {withCount(type, type, facets?.type)}
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
        <span className="flex-1">Remote Only</span>{' '}
        {remoteCount !== undefined && (
          <span className="text-xs font-normal text-zinc-600 tabular-nums dark:text-zinc-400">
            <span aria-hidden>{remoteCount.toLocaleString('en-US')}</span>
            <span className="sr-only">{`(${remoteCount.toLocaleString('en-US')} ${remoteCount === 1 ? 'job' : 'jobs'})`}</span>
          </span>
        )}
      </label>
      <div className="space-y-1.5">
        <label htmlFor={`${id}-salary`} className="text-sm font-medium">
          Salary
        </label>
        <select
          id={`${id}-salary`}
          className={inputClass}
          value={filters.salaryMin}
          onChange={(event) => onChange({ salaryMin: Number(event.target.value) })}
        >
          <option value={0}>Any salary</option>
          {SALARY_FLOORS.map((floor) => (
            <option key={floor} value={floor}>
              {`${floor.toLocaleString('en-US')}+`}
            </option>
          ))}
        </select>
      </div>
      <div className="space-y-1.5">
        <label htmlFor={`${id}-posted`} className="text-sm font-medium">
          Date posted
        </label>
        <select
          id={`${id}-posted`}
          className={inputClass}
          value={filters.postedWithinDays}
          onChange={(event) => onChange({ postedWithinDays: Number(event.target.value) })}
        >
          <option value={0}>Any time</option>
          {POSTED_WITHIN.map(({ days, label }) => (
            <option key={days} value={days}>
              {label}
            </option>
          ))}
        </select>
      </div>
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
