import { EDUCATION_MIN_YEAR } from '@skillmatch/shared/schemas/profile';
import { Plus, Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { newId, type EducationValues } from '../lib/profile-form';
import { card, type ProfileFormApi } from './profile-form-api';

const blank = (): EducationValues => ({
  id: newId(),
  school: '',
  degree: '',
  field: '',
  startYear: '',
  endYear: '',
  current: false,
});

/** Schools and degrees; years within the spec's bounds (1900 to this year, ten years ahead for the end). */
export function EducationTab({ values, errors, disabled, change }: ProfileFormApi) {
  const thisYear = new Date().getFullYear();
  const edit = (index: number, patch: Partial<EducationValues>) =>
    change(
      (current) => ({
        ...current,
        education: current.education.map((entry, at) => (at === index ? { ...entry, ...patch } : entry)),
      }),
      Object.keys(patch).map((field) => `education.${index}.${field}`),
    );
  return (
    <div className="grid gap-4">
      {values.education.length === 0 && (
        <p className={`${card} text-sm text-zinc-600 dark:text-zinc-400`}>
          No education yet. Add your schools, courses and degrees.
        </p>
      )}
      {values.education.map((entry, index) => {
        const error = (field: string) => errors[`education.${index}.${field}`];
        return (
          <fieldset key={entry.id} className={`${card} grid gap-4 sm:grid-cols-2`}>
            <legend className="sr-only">Education {index + 1}</legend>
            <TextField
              label="School"
              value={entry.school}
              error={error('school')}
              disabled={disabled}
              onChange={(event) => edit(index, { school: event.target.value })}
            />
            <TextField
              label="Degree"
              value={entry.degree}
              error={error('degree')}
              disabled={disabled}
              onChange={(event) => edit(index, { degree: event.target.value })}
            />
            <TextField
              label="Field of study"
              value={entry.field}
              error={error('field')}
              disabled={disabled}
              onChange={(event) => edit(index, { field: event.target.value })}
            />
            <div className="grid grid-cols-2 gap-3">
              <TextField
                label="Start year"
                type="number"
                inputMode="numeric"
                min={EDUCATION_MIN_YEAR}
                max={thisYear}
                value={entry.startYear}
                error={error('startYear')}
                disabled={disabled}
                onChange={(event) => edit(index, { startYear: event.target.value })}
              />
              <TextField
                label="End year"
                type="number"
                inputMode="numeric"
                min={EDUCATION_MIN_YEAR}
                max={thisYear + 10}
                value={entry.current ? '' : entry.endYear}
                error={error('endYear')}
                disabled={disabled || entry.current}
                onChange={(event) => edit(index, { endYear: event.target.value })}
              />
            </div>
            <label className="flex items-center gap-2 text-sm sm:col-span-2">
              <input
                type="checkbox"
                className="size-4"
                checked={entry.current}
                disabled={disabled}
                onChange={(event) => edit(index, { current: event.target.checked, endYear: '' })}
              />
              I study here now
            </label>
            <div className="sm:col-span-2">
              <Button
                variant="ghost"
                size="sm"
                disabled={disabled}
                onClick={() =>
                  change(
                    (current) => ({
                      ...current,
                      education: current.education.filter((_, at) => at !== index),
                    }),
                    ['education'],
                  )
                }
              >
                <Trash2 className="size-4" aria-hidden />
                Remove this education
              </Button>
            </div>
          </fieldset>
        );
      })}
      <div>
        <Button
          variant="secondary"
          disabled={disabled}
          onClick={() =>
            change((current) => ({ ...current, education: [...current.education, blank()] }), [])
          }
        >
          <Plus className="size-4" aria-hidden />
          Add education
        </Button>
      </div>
    </div>
  );
}
