import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '@skillmatch/db/client';
import { interviewInterviewers, interviews } from '@skillmatch/db/schema/interviews';
import { INTERVIEW_MESSAGES, type Interview } from '@skillmatch/shared/schemas/interviews';
import { AppError } from '../../errors';
import { membersByEmail } from '../companies/hiring-team-repository';
import { personColumns } from '../user/users-repository';
import { canonicalZone, instantOf } from './time-zones';

export type InterviewRow = typeof interviews.$inferSelect;

const invalid = (field: string, message: string) => new AppError('VALIDATION', message, { [field]: message });

/**
 * The interview's start as an instant: `startsAt` with its own offset, or else read as a wall-clock time
 * in `timeZone`. Refused (400, nothing written) when the zone is unknown, the time does not exist there
 * or is not in the future.
 */
export function resolveStart(startsAt: string, timeZone: string, now = new Date()) {
  const zone = canonicalZone(timeZone);
  if (!zone) throw invalid('timeZone', INTERVIEW_MESSAGES.timeZone);
  let start: Date | null;
  if (/(Z|[+-]\d{2}:\d{2})$/.test(startsAt)) start = new Date(startsAt);
  else {
    const [date, time] = startsAt.split('T') as [string, string];
    const [year, month, day] = date.split('-').map(Number) as [number, number, number];
    const [hour, minute, second = 0] = time.split(':').map((part) => Math.floor(Number(part))) as number[];
    const wall = { year, month, day, hour: hour!, minute: minute!, second };
    // A date like 2030-02-31 would roll over: refused as not a date.
    const check = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
    if (check.getUTCDate() !== day || check.getUTCHours() !== hour || check.getUTCMinutes() !== minute)
      throw invalid('startsAt', INTERVIEW_MESSAGES.startsAt);
    start = instantOf(wall, zone);
    if (!start) throw invalid('startsAt', INTERVIEW_MESSAGES.skipped);
  }
  if (Number.isNaN(start.getTime())) throw invalid('startsAt', INTERVIEW_MESSAGES.startsAt);
  // Whole seconds: what a calendar file can say.
  start = new Date(Math.floor(start.getTime() / 1000) * 1000);
  if (start.getTime() <= now.getTime()) throw invalid('startsAt', INTERVIEW_MESSAGES.past);
  return { start, zone };
}

/**
 * The company's members with these addresses, as interviewers: refused (400) when an address is not on
 * the company's hiring team.
 */
export async function resolveInterviewers(db: Database, companyId: string, emails: readonly string[]) {
  const wanted = [...new Set(emails.map((email) => email.toLowerCase()))];
  const found = await membersByEmail(db, companyId, wanted);
  const missing = wanted.find((email) => !found.some((row) => row.email.toLowerCase() === email));
  if (missing) throw invalid('interviewerEmails', INTERVIEW_MESSAGES.notOnTeam(missing));
  return found;
}

/** The interviews' interviewers, by interview. */
export async function interviewersOf(db: Database, ids: readonly string[]) {
  const byInterview = new Map<string, { id: string; name: string; email: string }[]>();
  if (ids.length === 0) return byInterview;
  const person = personColumns(interviewInterviewers.userId);
  const rows = await db
    .select({ interviewId: interviewInterviewers.interviewId, id: interviewInterviewers.userId, ...person })
    .from(interviewInterviewers)
    .where(inArray(interviewInterviewers.interviewId, [...ids]))
    .orderBy(asc(person.name));
  for (const { interviewId, ...person } of rows)
    byInterview.set(interviewId, [...(byInterview.get(interviewId) ?? []), person]);
  return byInterview;
}

export const calendarPath = (id: string) => `/api/interviews/${id}/calendar`;

export function presentInterview(
  row: InterviewRow,
  interviewers: { name: string; email: string }[],
): Interview {
  return {
    id: row.id,
    applicationId: row.applicationId,
    startsAt: row.startsAt.toISOString(),
    endsAt: new Date(row.startsAt.getTime() + row.durationMinutes * 60_000).toISOString(),
    durationMinutes: row.durationMinutes,
    timeZone: row.timeZone,
    location: row.location,
    message: row.message,
    status: row.cancelledAt ? 'cancelled' : 'scheduled',
    sequence: row.sequence,
    interviewers: interviewers.map(({ name, email }) => ({ name, email })),
    calendarUrl: calendarPath(row.id),
  };
}

/** Interview rows presented, with their interviewers in one query. */
export async function presentInterviews(db: Database, rows: InterviewRow[]): Promise<Interview[]> {
  const people = await interviewersOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => presentInterview(row, people.get(row.id) ?? []));
}

/** One interview, presented. */
export async function interviewById(db: Database, id: string): Promise<Interview> {
  const [row] = await db.select().from(interviews).where(eq(interviews.id, id));
  if (!row) throw new AppError('NOT_FOUND', 'Interview not found.');
  const [presented] = await presentInterviews(db, [row]);
  return presented!;
}
