const MINUTE = 60_000;
const DAY = 86_400_000;

/** A wall clock per time zone, made once: making one costs far more than reading it. */
const clocks = new Map<string, Intl.DateTimeFormat>();

function clockOf(timeZone: string): Intl.DateTimeFormat {
  let clock = clocks.get(timeZone);
  if (clock === undefined) {
    clock = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    clocks.set(timeZone, clock);
  }
  return clock;
}

/** How far `timeZone`'s wall clock is ahead of UTC at `at`, in milliseconds. */
function offsetAt(at: number, timeZone: string): number {
  const parts = clockOf(timeZone).formatToParts(new Date(at));
  const part = (type: string) => Number(parts.find((one) => one.type === type)?.value ?? 0);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'));
  return wall - Math.floor(at / MINUTE) * MINUTE;
}

/**
 * The latest moment at or before `now` when it was `hour`:00 in `timeZone`: the digest slot a daily or
 * weekly alert is sent for. Across a daylight-saving change the offset is read again at the slot itself.
 */
export function latestHour(now: Date, timeZone: string, hour = 8): Date {
  const wallNow = now.getTime() + offsetAt(now.getTime(), timeZone);
  const day = Math.floor(wallNow / DAY) * DAY;
  let wallSlot = day + hour * 3_600_000;
  if (wallSlot > wallNow) wallSlot -= DAY;
  const guess = wallSlot - offsetAt(wallSlot, timeZone);
  return new Date(wallSlot - offsetAt(guess, timeZone));
}
