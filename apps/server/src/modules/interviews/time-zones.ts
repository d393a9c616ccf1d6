/**
 * Time zones from the runtime's own database (Intl), so that no zone table is shipped: whether a name is
 * a zone, an instant's offset in it, a wall-clock time in it as an instant, and the zone's changes of
 * offset over a span of years (what a calendar file's VTIMEZONE lists).
 */

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The zone's canonical name (`europe/paris` → `Europe/Paris`), or null when the runtime knows no such zone. */
export function canonicalZone(name: string): string | null {
  if (!/^[A-Za-z0-9_+\-/]{1,64}$/.test(name)) return null;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

export interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** What a clock in the zone shows at the instant. */
export function wallTimeOf(instant: Date, timeZone: string): WallTime {
  const parts = Object.fromEntries(
    formatterOf(timeZone)
      .formatToParts(instant)
      .filter((part) => part.type !== 'literal')
      .map((part) => [part.type, Number(part.value)]),
  ) as Record<string, number>;
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour!,
    minute: parts.minute!,
    second: parts.second!,
  };
}

const asUtc = (wall: WallTime) =>
  Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);

/** The zone's offset from UTC at the instant, in minutes (Paris in summer: 120). */
export function offsetMinutes(instant: number, timeZone: string): number {
  const whole = Math.floor(instant / 1000) * 1000;
  return Math.round((asUtc(wallTimeOf(new Date(whole), timeZone)) - whole) / MINUTE);
}

/**
 * The instant a clock in the zone shows `wall`; null for a time the clocks skip (the hour lost in spring).
 * A time shown twice (the hour repeated in autumn) is its first showing.
 */
export function instantOf(wall: WallTime, timeZone: string): Date | null {
  const local = asUtc(wall);
  const before = local - offsetMinutes(local - DAY, timeZone) * MINUTE;
  const after = local - offsetMinutes(local + DAY, timeZone) * MINUTE;
  for (const candidate of before <= after ? [before, after] : [after, before])
    if (asUtc(wallTimeOf(new Date(candidate), timeZone)) === local) return new Date(candidate);
  return null;
}

export interface OffsetChange {
  /** The instant the clocks change. */
  at: number;
  from: number;
  to: number;
}

/** The zone's changes of offset from the start of `fromYear` to the end of `toYear`, in order. */
export function offsetChanges(timeZone: string, fromYear: number, toYear: number): OffsetChange[] {
  const changes: OffsetChange[] = [];
  const end = Date.UTC(toYear + 1, 0, 1);
  let day = Date.UTC(fromYear, 0, 1);
  let offset = offsetMinutes(day, timeZone);
  for (; day < end; day += DAY) {
    const next = offsetMinutes(day + DAY, timeZone);
    if (next === offset) continue;
    // The change is within this day: narrow it down to the minute.
    let low = day;
    let high = day + DAY;
    while (high - low > MINUTE) {
      const middle = low + Math.floor((high - low) / 2 / MINUTE) * MINUTE;
      if (offsetMinutes(middle, timeZone) === offset) low = middle;
      else high = middle;
    }
    changes.push({ at: high, from: offset, to: next });
    offset = next;
  }
  return changes;
}
