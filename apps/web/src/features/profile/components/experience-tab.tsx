import { PROFILE_LIMITS } from '@skillmatch/shared/schemas/profile';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { newId, type ExperienceValues } from '../lib/profile-form';
import { EntryList } from './entry-list';
import type { ProfileFormApi } from './profile-form-api';
import { CheckboxField } from '../../../components/ui/checkbox-field';

const blank = (): ExperienceValues => ({
  id: newId(),
  title: '',
  company: '',
  location: '',
  startDate: '',
  endDate: '',
  current: false,
  description: '',
});

const monthField = 'dark:[&_input]:[color-scheme:dark]';

/** Jobs held, each with month dates; the end is disabled while the job is current. */
export function ExperienceTab(form: ProfileFormApi) {
  const { disabled } = form;
  return (
    <EntryList
      {...form}
      list="experience"
      noun="experience"
      empty="No experience yet. Add the jobs you have held, most recent first."
      blank={blank}
    >
      {(entry, edit, error) => (
        <>
          <TextField
            label="Job title"
            limit={PROFILE_LIMITS.jobTitle}
            value={entry.title}
            error={error('title')}
            disabled={disabled}
            onChange={(event) => edit({ title: event.target.value })}
          />
          <TextField
            label="Company"
            limit={PROFILE_LIMITS.company}
            value={entry.company}
            error={error('company')}
            disabled={disabled}
            onChange={(event) => edit({ company: event.target.value })}
          />
          <TextField
            label="Location"
            limit={PROFILE_LIMITS.location}
            value={entry.location}
            error={error('location')}
            disabled={disabled}
            onChange={(event) => edit({ location: event.target.value })}
          />
          <div className="grid grid-cols-2 gap-3">
            <TextField
              label="Start month"
              type="month"
              value={entry.startDate}
              error={error('startDate')}
              disabled={disabled}
              className={monthField}
              onChange={(event) => edit({ startDate: event.target.value })}
            />
            <TextField
              label="End month"
              type="month"
              value={entry.current ? '' : entry.endDate}
              error={error('endDate')}
              disabled={disabled || entry.current}
              className={monthField}
              onChange={(event) => edit({ endDate: event.target.value })}
            />
          </div>
          <CheckboxField
            label="I work here now"
            className="flex items-center gap-2 text-sm sm:col-span-2"
            checked={entry.current}
            disabled={disabled}
            onChange={(event) => edit({ current: event.target.checked, endDate: '' })}
          />
          <TextareaField
            label="What you did"
            limit={PROFILE_LIMITS.entryDescription}
            rows={4}
            className="sm:col-span-2"
            value={entry.description}
            error={error('description')}
            disabled={disabled}
            onChange={(event) => edit({ description: event.target.value })}
          />
        </>
      )}
    </EntryList>
  );
}
