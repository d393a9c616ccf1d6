import type { ReactNode } from 'react';
import type { JobSearchResponse } from '@skillmatch/shared/schemas/jobs';
import { Button } from '../../../components/ui/button';
import { Sheet } from '../../../components/ui/sheet';
import type { JobFilters } from '../job-filters';
import { FilterPanel } from './filter-panel';

interface FilterSheetProps {
  /** The button that opens it (a narrow screen's Filters). */
  trigger: ReactNode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  filters: JobFilters;
  facets: JobSearchResponse['facets'] | undefined;
  fixedCategory?: string;
  onChange: (changes: Partial<JobFilters>) => void;
  onClear: () => void;
  /** How many jobs the filters chosen leave; undefined while that is being counted. */
  total: number | undefined;
}

/**
 * The filters on a narrow screen: a sheet from the bottom, each change applied at once (the list behind
 * follows), and "Show N jobs" at its foot with the live count, which closes it.
 */
export function FilterSheet({ trigger, open, onOpenChange, total, onClear, ...panel }: FilterSheetProps) {
  const count = total === undefined ? undefined : total.toLocaleString('en-US');
  return (
    <Sheet
      open={open}
      onOpenChange={onOpenChange}
      trigger={trigger}
      title="Filters"
      footer={
        <div className="flex items-center gap-3">
          <Button variant="secondary" size="lg" className="px-4" onClick={onClear}>
            Clear
          </Button>
          <Button size="lg" className="flex-1" aria-live="polite" onClick={() => onOpenChange(false)}>
            {count === undefined ? 'Counting jobs…' : `Show ${count} ${total === 1 ? 'job' : 'jobs'}`}
          </Button>
        </div>
      }
    >
      <FilterPanel {...panel} />
    </Sheet>
  );
}
