import { formatInZone } from '@skillmatch/shared/dates';
import { and, eq, gt, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@skillmatch/db/client';
import { interviews } from '@skillmatch/db/schema/interviews';
import type { App } from '../../app-types';
import { applicationColumns } from '../applications/applications-repository';
import { companyNameColumn } from '../companies/companies-repository';
import { sendTemplateEmail } from '../email-templates/template-emails';
import { personOf } from '../user/person';
import { layout as emailLayout } from '../../mail/templates';
import type { MailMessage } from '../../mail/mailer';
import type { TaskData } from '../../tasks/tasks';
import { calendarFile, type CalendarMethod, type Person } from './icalendar';
import { interviewersOf, type InterviewRow } from './interviews';

/** Everything an interview's emails and calendar file say. */
async function interviewStory(db: Database, id: string) {
  const application = applicationColumns(interviews.applicationId);
  const [row] = await db
    .select({
      interview: interviews,
      candidateName: application.candidateName,
      candidateEmail: application.candidateEmail,
      job: application.jobTitle,
      // The interview's company is required and deleted with it, so it is there.
      company: companyNameColumn(sql`${interviews}.company_id`) as SQL<string>,
    })
    .from(interviews)
    .where(eq(interviews.id, id));
  if (!row) return null;
  const organizer = await personOf(db, row.interview.organizerId);
  const interviewers = (await interviewersOf(db, [id])).get(id) ?? [];
  const candidate =
    row.candidateName && row.candidateEmail ? { name: row.candidateName, email: row.candidateEmail } : null;
  return { ...row, candidate, organizer, interviewers };
}

type Story = NonNullable<Awaited<ReturnType<typeof interviewStory>>>;

/** The interview's calendar file; its UID is the interview's id at the site's host, the same in every version. */
export function interviewCalendar(
  app: Pick<App, 'config'>,
  story: Story,
  method: CalendarMethod,
  siteFrom: Person,
): string {
  const { interview } = story;
  const host = new URL(app.config.publicUrl).hostname;
  const description = [
    `Interview for ${story.job} at ${story.company}.`,
    ...(interview.message ? [interview.message] : []),
  ].join('\n\n');
  return calendarFile(
    {
      uid: `${interview.id}@${host}`,
      sequence: interview.sequence,
      start: interview.startsAt,
      durationMinutes: interview.durationMinutes,
      timeZone: interview.timeZone,
      summary: `Interview: ${story.job} at ${story.company}`,
      description,
      location: interview.location,
      organizer: story.organizer ?? siteFrom,
      attendees: [...(story.candidate ? [story.candidate] : []), ...story.interviewers],
      cancelled: interview.cancelledAt !== null,
      stamp: interview.updatedAt,
    },
    method,
  );
}

/** The site's own sender, as the organiser of an interview whose recruiter's account is gone. */
const siteSender = (app: App, siteName: string): Person => ({
  name: siteName,
  email: app.config.mail.from.replace(/^.*<([^>]+)>.*$/, '$1'),
});

function invitation(
  story: Story,
  to: Person,
  kind: 'invited' | 'moved' | 'cancelled' | 'reminder',
  link: string,
  siteName: string,
): MailMessage {
  const { interview } = story;
  const when = formatInZone(interview.startsAt, interview.timeZone);
  const about =
    story.candidate && to.email !== story.candidate.email
      ? `with ${story.candidate.name} for ${story.job}`
      : `for ${story.job} at ${story.company}`;
  const title = {
    invited: `Interview ${about}`,
    moved: `Interview moved: ${about}`,
    cancelled: `Interview cancelled: ${about}`,
    reminder: `Reminder: interview ${about}`,
  }[kind];
  const lines = [
    `Hello ${to.name},`,
    kind === 'cancelled'
      ? `The interview ${about} on ${when} is cancelled.`
      : `The interview ${about} is on ${when}, for ${interview.durationMinutes} minutes.`,
    ...(kind !== 'cancelled' && interview.location ? [`Where: ${interview.location}`] : []),
    ...(kind !== 'cancelled' && interview.message ? [interview.message] : []),
    ...(kind === 'reminder' ? [] : ['The calendar file attached updates your calendar.']),
  ];
  return {
    to: to.email,
    subject: `${title} - ${siteName}`,
    text: `${lines.join('\n\n')}\n\n${link}\n\n${siteName}\n`,
    html: emailLayout(siteName, title, lines, { label: 'Open', url: link }),
  };
}

/**
 * The candidate's invitation, in the company's interview-invitation wording signed by the recruiter who
 * scheduled it (`sendTemplateEmail`: kept in the conversation and on the timeline), `{{interview.when}}`
 * this interview's time; its place and the recruiter's message follow the wording, the calendar file
 * is attached. Moves, cancellations and reminders keep the site's own wording: they carry the calendar's
 * changes, not the company's voice.
 */
async function inviteCandidate(app: App, story: Story, siteFrom: Person) {
  const { interview } = story;
  await sendTemplateEmail(app, {
    applicationId: interview.applicationId,
    kind: 'interview-invitation',
    senderId: interview.organizerId,
    values: { 'interview.when': formatInZone(interview.startsAt, interview.timeZone) },
    after: [
      ...(interview.location ? [`Where: ${interview.location}`] : []),
      ...(interview.message ? [interview.message] : []),
    ],
    action: { label: 'Open', url: `${app.config.publicUrl}/applications` },
    icalEvent: {
      method: 'REQUEST',
      filename: 'interview.ics',
      content: interviewCalendar(app, story, 'REQUEST', siteFrom),
    },
  });
}

/**
 * The 'interview-email' task: the current version of the interview (REQUEST, or CANCEL once cancelled)
 * to the candidate and each interviewer, the calendar file attached; a CANCEL to the interviewers taken
 * off it. A task for an older version sends only its cancellations: the newer version's task sends the
 * rest, so a quick second change does not send the invitation twice.
 */
export async function sendInterviewEmails(
  app: App,
  { interviewId, sequence, uninvited }: TaskData<'interview-email'>,
): Promise<void> {
  const story = await interviewStory(app.db, interviewId);
  if (!story) return;
  const { siteName } = await app.siteSettings.current();
  const from = siteSender(app, siteName);
  const latest = story.interview.sequence === sequence;
  const cancelled = story.interview.cancelledAt !== null;
  const kind = cancelled ? 'cancelled' : sequence === 0 ? 'invited' : 'moved';
  const method: CalendarMethod = cancelled ? 'CANCEL' : 'REQUEST';
  const send = async (to: Person, link: string, methodFor: CalendarMethod, kindFor: typeof kind) => {
    const message = invitation(story, to, kindFor, link, siteName);
    const content = interviewCalendar(app, story, methodFor, from);
    await app.mailer.send({
      ...message,
      icalEvent: { method: methodFor, filename: 'interview.ics', content },
    });
  };
  const teamLink = `${app.config.publicUrl}/admin/applications?application=${story.interview.applicationId}`;
  const stillOn = new Set(story.interviewers.map((person) => person.email.toLowerCase()));
  for (const email of uninvited)
    if (!stillOn.has(email.toLowerCase()))
      await send({ name: email, email }, teamLink, 'CANCEL', 'cancelled');
  if (!latest) return;
  const candidateLink = `${app.config.publicUrl}/applications`;
  if (story.candidate && kind === 'invited') await inviteCandidate(app, story, from);
  else if (story.candidate) await send(story.candidate, candidateLink, method, kind);
  for (const person of story.interviewers) await send(person, teamLink, method, kind);
}

/**
 * The 'interview-reminders' task (every five minutes): the interviews starting within 24 hours that were
 * not reminded of are claimed in one UPDATE … RETURNING, so of processes running it at once each claims
 * different ones and every reminder goes out once; then the candidate and the interviewers are emailed.
 * A process that dies between the two loses those reminders: the invitation is in their calendars.
 */
export async function sendInterviewReminders(app: App): Promise<number> {
  const claimed: Pick<InterviewRow, 'id'>[] = await app.db
    .update(interviews)
    .set({ remindedAt: sql`now()` })
    .where(
      and(
        isNull(interviews.cancelledAt),
        isNull(interviews.remindedAt),
        gt(interviews.startsAt, sql`now()`),
        lte(interviews.startsAt, sql`now() + interval '24 hours'`),
      ),
    )
    .returning({ id: interviews.id });
  const { siteName } = await app.siteSettings.current();
  for (const { id } of claimed) {
    const story = await interviewStory(app.db, id);
    if (!story) continue;
    const teamLink = `${app.config.publicUrl}/admin/applications?application=${story.interview.applicationId}`;
    if (story.candidate)
      await app.mailer.send(
        invitation(story, story.candidate, 'reminder', `${app.config.publicUrl}/applications`, siteName),
      );
    for (const person of story.interviewers)
      await app.mailer.send(invitation(story, person, 'reminder', teamLink, siteName));
  }
  return claimed.length;
}

/** The file behind "Add to calendar" (METHOD:PUBLISH: added by the person, not an invitation to answer). */
export async function calendarDownload(app: App, interview: InterviewRow): Promise<string> {
  const story = await interviewStory(app.db, interview.id);
  if (!story) return '';
  const { siteName } = await app.siteSettings.current();
  return interviewCalendar(app, story, 'PUBLISH', siteSender(app, siteName));
}
