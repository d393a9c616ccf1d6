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
