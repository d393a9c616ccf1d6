import { useId } from 'react';
import { FILTER_SKILLS, JOB_TYPES } from '@skillmatch/shared/constants';
import { Button } from '../../../components/ui/button';
import type { JobFilters } from '../job-filters';

interface FilterPanelProps {
  filters: JobFilters;
  onChange: (changes: Partial<JobFilters>) => void;
  onClear: () => void;
}

const inputClass =
  'h-11 w-full rounded-lg border border-zinc-300 bg-white px-3 text-base sm:text-sm dark:border-zinc-700 dark:bg-zinc-900';

/** The spec's filter panel: location, type, Remote Only, skills, and Clear. */
export function FilterPanel({ filters, onChange, onClear }: FilterPanelProps) {
  const id = useId();
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
      <div className="flex items-center justify-between">
        <h2 className="text-base font-semibold">Filters</h2>
        <Button variant="ghost" size="sm" onClick={onClear}>
          Clear
        </Button>
      </div>
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
        <div className="grid grid-cols-2 gap-x-3 lg:grid-cols-1">
          {FILTER_SKILLS.map((skill) => (
            <label key={skill} className="flex min-h-10 items-center gap-3 text-sm">
              <input
                type="checkbox"
                className="size-5 accent-brand-600"
                checked={filters.skills.includes(skill)}
                onChange={() => toggleSkill(skill)}
              />
              {skill}
            </label>
          ))}
        </div>
      </fieldset>
    </form>
  );
}
