// Intl formatters are costly to build: each is built once.
let relative: Intl.RelativeTimeFormat | undefined;
let full: Intl.DateTimeFormat | undefined;

const STEPS: [unit: Intl.RelativeTimeFormatUnit, seconds: number][] = [
  ['year', 365 * 86_400],
  ['month', 30 * 86_400],
  ['week', 7 * 86_400],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
];

/** "just now", "5 minutes ago", "yesterday", "3 weeks ago". */
export function timeAgo(iso: string, now = new Date()): string {
  const seconds = Math.round((new Date(iso).getTime() - now.getTime()) / 1000);
  if (Math.abs(seconds) < 45) return 'just now';
  relative ??= new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
  const [unit, size] = STEPS.find(([, step]) => Math.abs(seconds) >= step) ?? ['minute', 60];
  return relative.format(Math.round(seconds / size), unit);
}

/** "Mar 4, 2026, 10:05 AM" in the reader's own time zone (the exact moment behind "2 hours ago"). */
export function fullDateTime(iso: string): string {
  full ??= new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
  return full.format(new Date(iso));
}
