import { X } from 'lucide-react';
import { TOUCH_TARGET } from '../../../components/ui/touch-target';
import { POSTED_WITHIN, type JobFilters } from '../job-filters';

function Chip({ label, onRemove }: { label: string; onRemove: () => void }) {
  return (
    <li>
      <button
        type="button"
        onClick={onRemove}
        aria-label={`Remove filter ${label}`}
        className={`inline-flex h-8 items-center gap-1 rounded-full bg-brand-50 px-3 text-sm font-medium text-brand-800 hover:bg-brand-100 dark:bg-brand-900/60 dark:text-brand-100 ${TOUCH_TARGET}`}
      >
        {label} <X className="size-3.5" aria-hidden />
      </button>
    </li>
  );
}

/** The filters in force as chips, each removed with a tap; the company by its name once the answer gives it. */
export function ActiveFilters({
  filters,
  companyName,
  onChange,
}: {
  filters: JobFilters;
  companyName?: string | undefined;
  onChange: (changes: Partial<JobFilters>) => void;
}) {
  return (
    <ul className="flex flex-wrap gap-2" aria-label="Active filters">
      {filters.q && <Chip label={`“${filters.q}”`} onRemove={() => onChange({ q: '' })} />}
      {filters.location && <Chip label={filters.location} onRemove={() => onChange({ location: '' })} />}
      {filters.type && <Chip label={filters.type} onRemove={() => onChange({ type: '' })} />}
      {filters.category && <Chip label={filters.category} onRemove={() => onChange({ category: '' })} />}
      {filters.company && (
        <Chip label={companyName ?? filters.company} onRemove={() => onChange({ company: '' })} />
      )}
      {filters.remote && <Chip label="Remote" onRemove={() => onChange({ remote: false })} />}
      {filters.salaryMin > 0 && (
        <Chip
          label={`Salary ${filters.salaryMin.toLocaleString('en-US')}+`}
          onRemove={() => onChange({ salaryMin: 0 })}
        />
      )}
      {filters.postedWithinDays > 0 && (
        <Chip
          label={
            POSTED_WITHIN.find(({ days }) => days === filters.postedWithinDays)?.label ??
            `Past ${filters.postedWithinDays} days`
          }
          onRemove={() => onChange({ postedWithinDays: 0 })}
        />
      )}
      {filters.skills.map((skill) => (
        <Chip
          key={skill}
          label={skill}
          onRemove={() => onChange({ skills: filters.skills.filter((selected) => selected !== skill) })}
        />
      ))}
    </ul>
  );
}
