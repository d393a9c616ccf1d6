import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications } from '@skillmatch/db/schema/applications';
import { interviews } from '@skillmatch/db/schema/interviews';
import type { App } from '../../app-types';
import type { MailMessage } from '../../mail/mailer';
import { requestAs, signUp, type TestAccount } from '../../../test/accounts';
import { hiringTeamWithApplicant } from '../../../test/applications';
import { createTestApp } from '../../../test/test-app';

/** A calendar file read back by a calendar library: its method and its one event. */
function readCalendar(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const zone = calendar.getFirstSubcomponent('vtimezone');
  if (zone) ICAL.TimezoneService.register(zone);
  const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: event.uid,
    sequence: event.sequence,
    status: event.component.getFirstPropertyValue('status'),
    tzid: event.component.getFirstProperty('dtstart')?.getParameter('tzid'),
    start: event.startDate.toJSDate().toISOString(),
    end: event.endDate.toJSDate().toISOString(),
    attendees: event.attendees.map((attendee) => String(attendee.getFirstValue())),
    organizer: String(event.component.getFirstPropertyValue('organizer')),
  };
}

/** The last Sunday of March of `year`: when Europe's clocks go forward. */
function lastSundayOfMarch(year: number) {
  const day = new Date(Date.UTC(year, 2, 31));
  day.setUTCDate(31 - day.getUTCDay());
  return day;
}

const isoDate = (date: Date, shiftDays: number) =>
  new Date(date.getTime() + shiftDays * 86_400_000).toISOString().slice(0, 10);

describe('interviews', () => {
  let app: App;
  let recruiter: TestAccount;
  let interviewer: TestAccount;
  let outsider: TestAccount;
  let seeker: TestAccount;
  let otherSeeker: TestAccount;
  let applicationId: string;
  const sent: MailMessage[] = [];
  /** The interview emails to `account` (each with its calendar file). */
  const to = (account: TestAccount) => sent.filter((mail) => mail.to === account.email && mail.icalEvent);
  const settled = () =>
    expect.poll(async () => (await app.tasks.counts()).pending, { timeout: 10_000 }).toBe(0);
  const schedule = (who: TestAccount, body: object, id = applicationId) =>
    requestAs(app, who, 'POST', `/api/applications/${id}/interviews`, body);
  const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();
  const valid = () => ({
    startsAt: inAnHour(),
    durationMinutes: 45,
    timeZone: 'Europe/Paris',
    interviewerEmails: [interviewer.email],
  });

  beforeAll(async () => {
    app = await createTestApp({
      mailer: { kind: 'outbox', send: async (message) => void sent.push(message) },
    });
    ({ recruiter, interviewer, outsider, seeker, applicationId } = await hiringTeamWithApplicant(app));
    otherSeeker = await signUp(app, { name: 'Sue Seeker' });
  });
  afterAll(() => app.close());

  it('refuses bad input with a message per field, and writes nothing', async () => {
    const cases: [object, string][] = [
      [{ interviewerEmails: [outsider.email] }, 'interviewerEmails'],
      [{ startsAt: new Date(Date.now() - 60_000).toISOString() }, 'startsAt'],
      [{ timeZone: 'Mars/Olympus_Mons' }, 'timeZone'],
      [{ durationMinutes: 0 }, 'durationMinutes'],
      [{ startsAt: 'tomorrow at ten' }, 'startsAt'],
    ];
    for (const [change, field] of cases) {
      const answer = await schedule(recruiter, { ...valid(), ...change });
      expect(answer.statusCode, answer.body).toBe(400);
      expect(Object.keys(answer.json().fields)).toEqual([field]);
    }
    const refused = await schedule(recruiter, { ...valid(), interviewerEmails: [outsider.email] });
    expect(refused.json().fields.interviewerEmails).toBe(
      `${outsider.email} is not on this company’s hiring team`,
    );
    expect(await app.db.select().from(interviews)).toEqual([]);
  });

  it('keeps the interviews of a company’s applications to its own recruiters', async () => {
    expect((await schedule(outsider, valid())).statusCode).toBe(404);
    expect((await schedule(seeker, valid())).statusCode).toBe(403);
    // An interviewer reads applicants but does not schedule.
    expect((await schedule(interviewer, valid())).statusCode).toBe(403);
    expect(await app.db.select().from(interviews)).toEqual([]);
  });

  it('invites, moves and cancels with one calendar event: the same UID, a rising SEQUENCE, the right hour across a change of the clocks', async () => {
    const change = lastSundayOfMarch(new Date().getUTCFullYear() + 1);
    const friday = isoDate(change, -2);
    const monday = isoDate(change, 1);
    const scheduled = await schedule(recruiter, {
      ...valid(),
      startsAt: `${friday}T10:00`,
      location: 'Video call: https://meet.example.com/abc',
    });
    expect(scheduled.statusCode, scheduled.body).toBe(201);
    const { id } = scheduled.json();
    await settled();
    const invited = readCalendar(to(seeker).at(-1)!.icalEvent!.content);
    expect(invited).toMatchObject({
      method: 'REQUEST',
      sequence: 0,
      status: 'CONFIRMED',
      tzid: 'Europe/Paris',
      // Winter time: UTC+1.
      start: `${friday}T09:00:00.000Z`,
      end: `${friday}T09:45:00.000Z`,
      organizer: `mailto:${recruiter.email}`,
    });
    expect(invited.attendees.sort()).toEqual(
      [`mailto:${interviewer.email}`, `mailto:${seeker.email}`].sort(),
    );
    expect(readCalendar(to(interviewer).at(-1)!.icalEvent!.content).uid).toBe(invited.uid);

    const moved = await requestAs(app, recruiter, 'PATCH', `/api/interviews/${id}`, {
      startsAt: `${monday}T10:00`,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ sequence: 1, startsAt: `${monday}T08:00:00.000Z` });
    await settled();
    const update = readCalendar(to(seeker).at(-1)!.icalEvent!.content);
    // Summer time: UTC+2, the same 10:00 on the wall.
    expect(update).toMatchObject({
      method: 'REQUEST',
      uid: invited.uid,
      sequence: 1,
      start: `${monday}T08:00:00.000Z`,
    });

    const cancelled = await requestAs(app, recruiter, 'DELETE', `/api/interviews/${id}`);
    expect(cancelled.json().status).toBe('cancelled');
    await settled();
    for (const person of [seeker, interviewer]) {
      const last = readCalendar(to(person).at(-1)!.icalEvent!.content);
      expect(last).toMatchObject({ method: 'CANCEL', uid: invited.uid, sequence: 2, status: 'CANCELLED' });
      expect(to(person).map((mail) => mail.icalEvent?.method)).toEqual(['REQUEST', 'REQUEST', 'CANCEL']);
    }
    // Cancelling again changes and sends nothing.
    expect((await requestAs(app, recruiter, 'DELETE', `/api/interviews/${id}`)).json().sequence).toBe(2);
    await settled();
    expect(to(seeker)).toHaveLength(3);

    const [application] = await app.db.select().from(applications).where(eq(applications.id, applicationId));
    expect(application!.timeline.map((entry) => entry.stage)).toEqual(
      expect.arrayContaining(['Interview scheduled', 'Interview moved', 'Interview cancelled']),
    );
  });

  it('shows the candidate their interviews with a calendar file, and no one else', async () => {
    const scheduled = await schedule(recruiter, valid());
    const { id } = scheduled.json();
    const mine = await requestAs(app, seeker, 'GET', `/api/applications/${applicationId}/interviews`);
    const shown = mine.json().find((interview: { id: string }) => interview.id === id);
    expect(shown).toMatchObject({ status: 'scheduled', calendarUrl: `/api/interviews/${id}/calendar` });
    expect(
      (await requestAs(app, otherSeeker, 'GET', `/api/applications/${applicationId}/interviews`)).statusCode,
    ).toBe(404);

    const file = await requestAs(app, seeker, 'GET', `/api/interviews/${id}/calendar`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toMatch(/^text\/calendar/);
    expect(readCalendar(file.body)).toMatchObject({
      method: 'PUBLISH',
      start: new Date(shown.startsAt).toISOString(),
    });
    expect((await requestAs(app, interviewer, 'GET', `/api/interviews/${id}/calendar`)).statusCode).toBe(200);
    expect((await requestAs(app, otherSeeker, 'GET', `/api/interviews/${id}/calendar`)).statusCode).toBe(404);
    expect((await requestAs(app, outsider, 'GET', `/api/interviews/${id}/calendar`)).statusCode).toBe(404);

    const upcoming = await requestAs(app, interviewer, 'GET', '/api/interviews/upcoming');
    expect(
      upcoming
        .json()
        .map((interview: { id: string; candidate: string }) => [interview.id, interview.candidate]),
    ).toEqual([[id, 'Sam Seeker']]);
  });
});
