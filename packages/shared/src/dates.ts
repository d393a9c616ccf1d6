// Building an Intl formatter costs far more than using one: it is built once and kept.
let dayFormat: Intl.DateTimeFormat | undefined;

/**
 * "Nov 20, 2026" from an ISO date ("2026-11-20"), read as a calendar day wherever the reader is: the
 * one way the product writes a day, on screens, in notifications and in timeline notes.
 */
export function formatDate(isoDate: string): string {
  const [year, month, day] = isoDate.slice(0, 10).split('-').map(Number);
  dayFormat ??= new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return dayFormat.format(new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1)));
}

/**
 * "Tue, Dec 1, 2026, 10:00 (Europe/Paris)": a moment as the clocks of `timeZone` show it, with the zone
 * named, as an interview is written in emails, timelines and on screens.
 */
export function formatInZone(moment: Date, timeZone: string): string {
  const text = new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(moment);
  return `${text} (${timeZone})`;
}
