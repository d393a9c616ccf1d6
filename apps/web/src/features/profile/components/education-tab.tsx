import { PROFILE_LIMITS, EDUCATION_MIN_YEAR } from '@skillmatch/shared/schemas/profile';
import { TextField } from '../../../components/ui/text-field';
import { newId, type EducationValues } from '../lib/profile-form';
import { EntryList } from './entry-list';
import type { ProfileFormApi } from './profile-form-api';
import { CheckboxField } from '../../../components/ui/checkbox-field';

const blank = (): EducationValues => ({
  id: newId(),
  school: '',
  degree: '',
  field: '',
  startYear: '',
  endYear: '',
  current: false,
});

/** Schools and degrees; years from 1900 to this year, ten years ahead for the end (docs/product.md, "Forms and their messages"). */
export function EducationTab(form: ProfileFormApi) {
  const { disabled } = form;
  const thisYear = new Date().getFullYear();
  return (
    <EntryList
      {...form}
      list="education"
      noun="education"
      empty="No education yet. Add your schools, courses and degrees."
      blank={blank}
    >
      {(entry, edit, error) => (
        <>
          <TextField
            label="School"
            limit={PROFILE_LIMITS.school}
            value={entry.school}
            error={error('school')}
            disabled={disabled}
            onChange={(event) => edit({ school: event.target.value })}
          />
          <TextField
            label="Degree"
            limit={PROFILE_LIMITS.degree}
            value={entry.degree}
            error={error('degree')}
            disabled={disabled}
            onChange={(event) => edit({ degree: event.target.value })}
          />
          <TextField
            label="Field of study"
            limit={PROFILE_LIMITS.fieldOfStudy}
            value={entry.field}
            error={error('field')}
            disabled={disabled}
            onChange={(event) => edit({ field: event.target.value })}
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
              onChange={(event) => edit({ startYear: event.target.value })}
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
              onChange={(event) => edit({ endYear: event.target.value })}
            />
          </div>
          <CheckboxField
            label="I study here now"
            className="flex items-center gap-2 text-sm sm:col-span-2"
            checked={entry.current}
            disabled={disabled}
            onChange={(event) => edit({ current: event.target.checked, endYear: '' })}
          />
        </>
      )}
    </EntryList>
  );
}
