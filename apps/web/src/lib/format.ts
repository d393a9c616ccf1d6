import { formatDate } from '@skillmatch/shared/dates';

// Building an Intl formatter costs far more than using one: each is built once and kept.
const moneyFormats = new Map<string, Intl.NumberFormat>();

function money(amount: number, currency: string): string {
  let format = moneyFormats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat('en-US', { style: 'currency', currency, maximumFractionDigits: 0 });
    moneyFormats.set(currency, format);
  }
  return format.format(amount);
}

/** "$120,000/year", "$120,000 – $150,000/year", or "N/A" when the job names no salary (spec). */
export function formatSalary(min: number | null, max: number | null, currency = 'USD'): string {
  if (min === null && max === null) return 'N/A';
  if (min !== null && max !== null && min !== max)
    return `${money(min, currency)} – ${money(max, currency)}/year`;
  return `${money((min ?? max) as number, currency)}/year`;
}

/** "1 job", "1,204 jobs": a count with its noun. */
export const plural = (count: number, one: string, many = `${one}s`) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;

/** "Posted today", "Posted 3 days ago", or the date when older than a month. */
export function postedAgo(isoDate: string, now = new Date()): string {
  const today = Date.UTC(now.getFullYear(), now.getMonth(), now.getDate());
  const [year, month, day] = isoDate.slice(0, 10).split('-').map(Number);
  const days = Math.round((today - Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1)) / 86_400_000);
  if (days <= 0) return 'Posted today';
  if (days === 1) return 'Posted yesterday';
  if (days <= 30) return `Posted ${days} days ago`;
  return `Posted ${formatDate(isoDate)}`;
}

/** "just now", "5 min ago", "3 hours ago", "yesterday", "4 days ago", or the date when older than a week. */
export function timeAgo(isoDateTime: string, now = new Date()): string {
  const minutes = Math.floor((now.getTime() - new Date(isoDateTime).getTime()) / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return hours === 1 ? '1 hour ago' : `${hours} hours ago`;
  const days = Math.floor(hours / 24);
  if (days === 1) return 'yesterday';
  if (days <= 7) return `${days} days ago`;
  return formatDate(isoDateTime);
}

/**
 * The letters an avatar without a photo shows, the same on every screen: the first letters of the first
 * and last words of the name ("Mary Ann Jackson" → "MJ"), whole characters (not half an emoji), or "?".
 */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const ends = words.length > 1 ? [words[0]!, words[words.length - 1]!] : words;
  return ends.map((word) => (Array.from(word)[0] ?? '').toUpperCase()).join('') || '?';
}

export { formatDate };
