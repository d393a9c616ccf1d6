import { offsetChanges, offsetMinutes, wallTimeOf, type WallTime } from './time-zones';

/**
 * iCalendar (RFC 5545) for one interview: a VEVENT whose start and end are given in the interview's own
 * time zone (`DTSTART;TZID=…`) with that zone's VTIMEZONE, so that a calendar shows it at the right hour
 * on both sides of a change of the clocks. REQUEST invites (and updates: the same UID with a higher
 * SEQUENCE), CANCEL cancels, PUBLISH is the file a person adds to their calendar themselves.
 */

export type CalendarMethod = 'REQUEST' | 'CANCEL' | 'PUBLISH';

export interface Person {
  name: string;
  email: string;
}

export interface CalendarEvent {
  /** Stable across every version of the interview. */
  uid: string;
  /** Raised by each change (and by the cancellation). */
  sequence: number;
  start: Date;
  durationMinutes: number;
  timeZone: string;
  summary: string;
  description: string;
  location: string | null;
  organizer: Person;
  attendees: Person[];
  cancelled: boolean;
  /** When this version was written (DTSTAMP). */
  stamp: Date;
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

const localText = (wall: WallTime) =>
  `${pad(wall.year, 4)}${pad(wall.month)}${pad(wall.day)}T${pad(wall.hour)}${pad(wall.minute)}${pad(wall.second)}`;

const utcText = (instant: Date) => `${localText(wallTimeOf(instant, 'UTC'))}Z`;

/** `+0130`, `-0500`. */
const offsetText = (minutes: number) =>
  `${minutes < 0 ? '-' : '+'}${pad(Math.floor(Math.abs(minutes) / 60))}${pad(Math.abs(minutes) % 60)}`;

/** A TEXT value: backslash, semicolon, comma and line ends escaped. */
const escapeText = (value: string) =>
  value.replace(/[\\;,]/g, (char) => `\\${char}`).replace(/\r?\n/g, '\\n');

/** A parameter value (a name): quoted, without the quotes and control characters it may not hold. */
const paramText = (value: string) => `"${value.replace(/["\p{Cc}]/gu, '')}"`;

/** Lines longer than 75 octets folded (RFC 5545 3.1), never inside a UTF-8 character. */
function fold(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    // Continuation lines begin with a space, which counts towards their 75.
    if (octets + size > 75) {
      parts.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n');
}

/**
 * The zone's VTIMEZONE: its offset before the year preceding the event, then each change of the clocks
 * from that year to the year after the event (a DAYLIGHT when the offset rises above the standard one).
 */
function timeZoneLines(timeZone: string, start: Date): string[] {
  const year = start.getUTCFullYear();
  const first = offsetMinutes(Date.UTC(year - 1, 0, 1), timeZone);
  const changes = offsetChanges(timeZone, year - 1, year + 1);
  const standard = Math.min(first, ...changes.map((change) => change.to));
  const lines = ['BEGIN:VTIMEZONE', `TZID:${timeZone}`];
  const observance = (kind: 'STANDARD' | 'DAYLIGHT', since: string, from: number, to: number) =>
    lines.push(
      `BEGIN:${kind}`,
      `DTSTART:${since}`,
      `TZOFFSETFROM:${offsetText(from)}`,
      `TZOFFSETTO:${offsetText(to)}`,
      `END:${kind}`,
    );
  observance(first > standard ? 'DAYLIGHT' : 'STANDARD', '19700101T000000', first, first);
  for (const change of changes) {
    // A change's DTSTART is the wall-clock time just before it, in the offset it leaves.
    const since = localText(wallTimeOf(new Date(change.at + change.from * 60_000), 'UTC'));
    observance(change.to > standard ? 'DAYLIGHT' : 'STANDARD', since, change.from, change.to);
  }
  lines.push('END:VTIMEZONE');
  return lines;
}

const person = (role: 'ORGANIZER' | 'ATTENDEE', who: Person, extra = '') =>
  `${role};CN=${paramText(who.name)}${extra}:mailto:${who.email}`;

/** The calendar file, lines ended by CRLF. */
export function calendarFile(event: CalendarEvent, method: CalendarMethod): string {
  const end = new Date(event.start.getTime() + event.durationMinutes * 60_000);
  const at = (instant: Date) => `;TZID=${event.timeZone}:${localText(wallTimeOf(instant, event.timeZone))}`;
  const rsvp = method === 'REQUEST' ? ';RSVP=TRUE' : '';
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//SkillMatch//Interviews//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${method}`,
    ...timeZoneLines(event.timeZone, event.start),
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${utcText(event.stamp)}`,
    `DTSTART${at(event.start)}`,
    `DTEND${at(end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    person('ORGANIZER', event.organizer),
    ...event.attendees.map((who) =>
      person('ATTENDEE', who, `;ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION${rsvp}`),
    ),
    `STATUS:${event.cancelled || method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED'}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
