import { Plus, Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { newId, type ExperienceValues } from '../lib/profile-form';
import { card, type ProfileFormApi } from './profile-form-api';

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

/** Jobs held, each with month dates; the end is disabled while the job is current. */
export function ExperienceTab({ values, errors, disabled, change }: ProfileFormApi) {
  const edit = (index: number, patch: Partial<ExperienceValues>) =>
    change(
      (current) => ({
        ...current,
        experience: current.experience.map((entry, at) => (at === index ? { ...entry, ...patch } : entry)),
      }),
      Object.keys(patch).map((field) => `experience.${index}.${field}`),
    );
  return (
    <div className="grid gap-4">
      {values.experience.length === 0 && (
        <p className={`${card} text-sm text-zinc-600 dark:text-zinc-400`}>
          No experience yet. Add the jobs you have held, most recent first.
        </p>
      )}
      {values.experience.map((entry, index) => {
        const error = (field: string) => errors[`experience.${index}.${field}`];
        return (
          <fieldset key={entry.id} className={`${card} grid gap-4 sm:grid-cols-2`}>
            <legend className="sr-only">Experience {index + 1}</legend>
            <TextField
              label="Job title"
              value={entry.title}
              error={error('title')}
              disabled={disabled}
              onChange={(event) => edit(index, { title: event.target.value })}
            />
            <TextField
              label="Company"
              value={entry.company}
              error={error('company')}
              disabled={disabled}
              onChange={(event) => edit(index, { company: event.target.value })}
            />
            <TextField
              label="Location"
              value={entry.location}
              error={error('location')}
              disabled={disabled}
              onChange={(event) => edit(index, { location: event.target.value })}
            />
            <div className="grid grid-cols-2 gap-3">
              <TextField
                label="Start month"
                type="month"
                value={entry.startDate}
                error={error('startDate')}
                disabled={disabled}
                className="dark:[&_input]:[color-scheme:dark]"
                onChange={(event) => edit(index, { startDate: event.target.value })}
              />
              <TextField
                label="End month"
                type="month"
                value={entry.current ? '' : entry.endDate}
                error={error('endDate')}
                disabled={disabled || entry.current}
                className="dark:[&_input]:[color-scheme:dark]"
                onChange={(event) => edit(index, { endDate: event.target.value })}
              />
            </div>
            <label className="flex items-center gap-2 text-sm sm:col-span-2">
              <input
                type="checkbox"
                className="size-4"
                checked={entry.current}
                disabled={disabled}
                onChange={(event) => edit(index, { current: event.target.checked, endDate: '' })}
              />
              I work here now
            </label>
            <TextareaField
              label="What you did"
              rows={4}
              className="sm:col-span-2"
              value={entry.description}
              error={error('description')}
              disabled={disabled}
              onChange={(event) => edit(index, { description: event.target.value })}
            />
            <div className="sm:col-span-2">
              <Button
                variant="ghost"
                size="sm"
                disabled={disabled}
                onClick={() =>
                  change(
                    (current) => ({
                      ...current,
                      experience: current.experience.filter((_, at) => at !== index),
                    }),
                    ['experience'],
                  )
                }
              >
                <Trash2 className="size-4" aria-hidden />
                Remove this experience
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
            change((current) => ({ ...current, experience: [...current.experience, blank()] }), [])
          }
        >
          <Plus className="size-4" aria-hidden />
          Add experience
        </Button>
      </div>
    </div>
  );
}
