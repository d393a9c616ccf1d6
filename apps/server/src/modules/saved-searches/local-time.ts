import { offsetMinutes } from '../interviews/time-zones';

const MINUTE = 60_000;
const DAY = 86_400_000;

/** How far `timeZone`'s wall clock is ahead of UTC at `at`, in milliseconds. */
const offsetAt = (at: number, timeZone: string) => offsetMinutes(at, timeZone) * MINUTE;

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
