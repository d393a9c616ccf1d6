import { PROFILE_LIMITS } from '@skillmatch/shared/schemas/profile';
import { TextField } from '../../../components/ui/text-field';
import { JOB_TYPE_OPTIONS } from '../lib/profile-form';
import { ListInput } from './list-input';
import { card, type ProfileFormApi } from './profile-form-api';
import { CheckboxField } from '../../../components/ui/checkbox-field';

/** The job preferences (docs/product.md, "Records"): job types, preferred locations (added with Enter), yearly salary, remote. */
export function PreferencesTab({ values, errors, disabled, change }: ProfileFormApi) {
  const preferences = values.jobPreferences;
  const set = (patch: Partial<typeof preferences>, touched: string[]) =>
    change((current) => ({ ...current, jobPreferences: { ...current.jobPreferences, ...patch } }), touched);
  return (
    <div className={`${card} grid gap-5`}>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">Job types</legend>
        <div className="flex flex-wrap gap-x-5 gap-y-2">
          {JOB_TYPE_OPTIONS.map((type) => (
            <CheckboxField
              key={type}
              label={type}
              disabled={disabled}
              checked={preferences.jobTypes.includes(type)}
              onChange={(event) =>
                set(
                  {
                    jobTypes: event.target.checked
                      ? [...preferences.jobTypes, type]
                      : preferences.jobTypes.filter((existing) => existing !== type),
                  },
                  ['jobPreferences.jobTypes'],
                )
              }
            />
          ))}
        </div>
      </fieldset>
      <ListInput
        label="Preferred locations"
        addLabel="Add location"
        itemLimit={PROFILE_LIMITS.location}
        placeholder="Type a city or region, then Enter"
        items={preferences.locations}
        error={errors['jobPreferences.locations']}
        disabled={disabled}
        onChange={(locations) => set({ locations }, ['jobPreferences.locations'])}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Minimum yearly salary (USD)"
          type="number"
          inputMode="numeric"
          min={0}
          value={preferences.salaryMin}
          error={errors['jobPreferences.salary.min']}
          disabled={disabled}
          onChange={(event) => set({ salaryMin: event.target.value }, ['jobPreferences.salary'])}
        />
        <TextField
          label="Maximum yearly salary (USD)"
          type="number"
          inputMode="numeric"
          min={0}
          value={preferences.salaryMax}
          error={errors['jobPreferences.salary.max']}
          disabled={disabled}
          onChange={(event) => set({ salaryMax: event.target.value }, ['jobPreferences.salary'])}
        />
      </div>
      <CheckboxField
        label="I want to work remotely"
        disabled={disabled}
        checked={preferences.remote}
        onChange={(event) => set({ remote: event.target.checked }, [])}
      />
    </div>
  );
}
