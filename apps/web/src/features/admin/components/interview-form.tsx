import { useForm } from 'react-hook-form';
import type { Interview } from '@skillmatch/shared/schemas/interviews';
import type { JobInterviewers } from '@skillmatch/shared/schemas/back-office';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { errorOf, fieldOf, showServerErrors } from '../../../components/ui/form';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { browserTimeZone, timeZoneChoices, wallClock } from '../../../lib/interview-times';

export interface InterviewFormValues {
  date: string;
  time: string;
  durationMinutes: string;
  timeZone: string;
  interviewerEmails: string[];
  location: string;
  message: string;
}

const DURATIONS = [15, 30, 45, 60, 90, 120, 180].map((minutes) => ({
  value: String(minutes),
  label:
    minutes < 60 || minutes % 60 ? `${minutes} minutes` : `${minutes / 60} hour${minutes > 60 ? 's' : ''}`,
}));

/** The server's field ("startsAt", "interviewerEmails.1") as the form's own. */
const fieldOfServer = (path: string): keyof InterviewFormValues | undefined => {
  const name = path.split('.')[0];
  if (name === 'startsAt') return 'date';
  return ['durationMinutes', 'timeZone', 'interviewerEmails', 'location', 'message'].includes(name ?? '')
    ? (name as keyof InterviewFormValues)
    : undefined;
};

/** The checked addresses: react-hook-form gives one checkbox's value alone, several as a list. */
const chosenOf = (value: unknown): string[] =>
  ([] as unknown[]).concat(value).filter((each): each is string => typeof each === 'string' && each !== '');

function initialValues(interview: Interview | undefined): InterviewFormValues {
  if (!interview)
    return {
      date: '',
      time: '',
      durationMinutes: '45',
      timeZone: browserTimeZone(),
      interviewerEmails: [],
      location: '',
      message: '',
    };
  return {
    ...wallClock(interview.startsAt, interview.timeZone),
    durationMinutes: String(interview.durationMinutes),
    timeZone: interview.timeZone,
    interviewerEmails: interview.interviewers.map((person) => person.email),
    location: interview.location ?? '',
    message: interview.message ?? '',
  };
}

/**
 * Scheduling or rescheduling an interview: the start as the clocks of its time zone show it (the
 * browser's by default), the length, the interviewers among the company's team, the place or video
 * link and a word to the candidate. The server's refusals show under their fields.
 */
export function InterviewForm({
  interview,
  team,
  pending,
  onSubmit,
  onCancel,
}: {
  interview?: Interview;
  team: JobInterviewers['team'];
  pending: boolean;
  onSubmit: (values: {
    startsAt: string;
    durationMinutes: number;
    timeZone: string;
    interviewerEmails: string[];
    location: string | null;
    message: string | null;
  }) => Promise<unknown>;
  onCancel: () => void;
}) {
  const defaults = initialValues(interview);
  const form = useForm<InterviewFormValues>({ defaultValues: defaults });
  const field = fieldOf(form);
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit({
        startsAt: `${values.date}T${values.time}`,
        durationMinutes: Number(values.durationMinutes),
        timeZone: values.timeZone,
        interviewerEmails: chosenOf(values.interviewerEmails),
        location: values.location.trim() || null,
        message: values.message.trim() || null,
      });
    } catch (error) {
      form.setError('root', { message: showServerErrors(form, error, fieldOfServer) });
    }
  });
  const rootError = form.formState.errors.root?.message;
  const interviewersError = errorOf(form, 'interviewerEmails');

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Date" type="date" {...field('date', { required: 'Choose the day' })} />
        <TextField label="Start time" type="time" {...field('time', { required: 'Choose the start time' })} />
        <SelectField label="Duration" options={DURATIONS} {...field('durationMinutes')} />
        <SelectField
          label="Time zone"
          options={timeZoneChoices(browserTimeZone(), defaults.timeZone)}
          hint="The date and time are read in this zone."
          {...field('timeZone')}
        />
      </div>
      <fieldset aria-describedby={interviewersError ? 'interviewers-error' : undefined}>
        <legend className="text-sm font-medium">Interviewers</legend>
        {team.length === 0 ? (
          <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">
            This company has no hiring team yet.
          </p>
        ) : (
          <div className="mt-2 grid gap-1 sm:grid-cols-2">
            {team.map((person) => (
              <CheckboxField
                key={person.userId}
                className="flex min-h-11 items-center gap-2 text-sm"
                label={person.name}
                value={person.email}
                {...form.register('interviewerEmails', {
                  validate: (chosen) => chosenOf(chosen).length > 0 || 'Choose at least one interviewer',
                  onChange: () => form.clearErrors('interviewerEmails'),
                })}
              />
            ))}
          </div>
        )}
        {interviewersError && (
          <p id="interviewers-error" className="mt-1 text-sm text-red-700 dark:text-red-400">
            {interviewersError}
          </p>
        )}
      </fieldset>
      <TextField
        label="Place or video link"
        limit={300}
        hint="Optional: a room’s address or the meeting’s link."
        {...field('location')}
      />
      <TextareaField
        label="Message to the candidate"
        rows={3}
        limit={2000}
        hint="Optional: it goes with the invitation."
        {...field('message')}
      />
      {rootError && <Alert tone="error">{rootError}</Alert>}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={pending}>
          {pending ? 'Sending…' : interview ? 'Reschedule and notify' : 'Schedule and invite'}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
