import { formatInZone } from '@skillmatch/shared/dates';
import type { Interview } from '@skillmatch/shared/schemas/interviews';

/** "Tue, Dec 1, 2026, 10:00 (Europe/Paris)": the time where the interview was set. */
export function interviewTime(interview: Pick<Interview, 'startsAt' | 'timeZone'>): string {
  return formatInZone(new Date(interview.startsAt), interview.timeZone);
}

/** The browser's own time zone, the schedule form's default. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** The time zones to choose from, the browser's and the interview's own included even if the list lacks them. */
export function timeZoneChoices(...wanted: string[]): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...new Set([...known, 'UTC', ...wanted])].sort();
}

/** An instant as the date (`2030-05-14`) and time (`10:00`) the clocks of `timeZone` show then. */
export function wallClock(instant: string, timeZone: string): { date: string; time: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(instant))
      .map((part) => [part.type, part.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

/** Whether an interview is still to come (it has not ended). */
export const isAhead = (interview: { endsAt: string; status: string }, now = Date.now()) =>
  interview.status === 'scheduled' && new Date(interview.endsAt).getTime() > now;
