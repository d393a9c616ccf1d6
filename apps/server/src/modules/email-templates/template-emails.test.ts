import { formatInZone } from '@skillmatch/shared/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TEMPLATES } from '@skillmatch/shared/email-templates';
import type { App } from '../../app-types';
import type { MailMessage } from '../../mail/mailer';
import { requestAs, signUp, type TestAccount } from '../../../test/accounts';
import { applyAs, hiringTeamWithApplicant, type HiringTeam } from '../../../test/applications';
import { createTestApp } from '../../../test/test-app';

/** The emails the product sends candidates by itself, in the company's wording, and their answers. */
describe('acknowledgements and interview invitations from templates', () => {
  let app: App;
  let team: HiringTeam;
  const sent: MailMessage[] = [];
  const to = (account: TestAccount) => sent.filter((mail) => mail.to === account.email);
  const settled = () =>
    expect.poll(async () => (await app.tasks.counts()).pending, { timeout: 10_000 }).toBe(0);
  const timelineOf = async (seeker: TestAccount, applicationId: string) =>
    (await requestAs(app, seeker, 'GET', '/api/applications'))
      .json()
      .find((application: { applicationId: string }) => application.applicationId === applicationId)
      .timeline as { stage: string; note?: string }[];
  const conversation = async (applicationId: string) =>
    (await requestAs(app, team.recruiter, 'GET', `/api/applications/${applicationId}/emails`)).json();

  beforeAll(async () => {
    app = await createTestApp({
      mailer: { kind: 'outbox', send: async (message) => void sent.push(message) },
    });
    team = await hiringTeamWithApplicant(app, {
      seekerName: '<b>Ada</b> Lovelace',
      jobTitle: 'Data <i>Engineer</i>',
    });
  });
  afterAll(() => app.close());

  it('acknowledges an application in the default wording until the company writes its own, escaped, on the timeline', async () => {
    await settled();
    const [receipt] = to(team.seeker);
    expect(to(team.seeker)).toHaveLength(1);
    expect(receipt!.subject).toBe('We received your application for Data <i>Engineer</i>');
    expect(receipt!.text).toContain('Hello <b>Ada</b>,');
    expect(receipt!.text).toContain('The hiring team, Alpha Works');
    expect(receipt!.html).not.toContain('<b>Ada');
    expect(receipt!.html).not.toContain('<i>');
    expect(receipt!.html).toContain('Hello &#60;b&#62;Ada&#60;/b&#62;,');
    expect(receipt!.replyTo).toMatch(new RegExp(`^reply\\+${team.applicationId}\\.`));
    expect((await timelineOf(team.seeker, team.applicationId)).at(-1)).toEqual(
      expect.objectContaining({ stage: 'Email sent', note: receipt!.subject }),
    );
    expect(await conversation(team.applicationId)).toMatchObject([
      { direction: 'out', kind: 'acknowledgement', status: 'sent', subject: receipt!.subject },
    ]);

    const saved = await requestAs(app, team.recruiter, 'PUT', '/api/email-templates/acknowledgement', {
      subject: 'Thank you, {{candidate.firstName}}',
      body: '{{company.name}} has your application for {{job.title}}.',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const grace = await signUp(app, { name: 'Grace Hopper' });
    const graceApplication = await applyAs(app, grace, team.jobId);
    await settled();
    expect(to(grace).map((mail) => [mail.subject, mail.text])).toEqual([
      [
        'Thank you, Grace',
        `Alpha Works has your application for Data <i>Engineer</i>.\n\nSee your applications: ${app.config.publicUrl}/applications\n`,
      ],
    ]);
    expect((await timelineOf(grace, graceApplication)).map((entry) => entry.stage)).toEqual([
      'Applied',
      'Email sent',
    ]);
  });

  it('invites the candidate to an interview in the company’s wording, signed by the recruiter, with the calendar file', async () => {
    const saved = await requestAs(app, team.recruiter, 'PUT', '/api/email-templates/interview-invitation', {
      subject: 'Let us meet, {{candidate.firstName}}',
      body: 'We meet on {{interview.when}} about {{job.title}}.\n\n{{sender.name}}',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const startsAt = new Date(Date.now() + 7 * 86_400_000);
    startsAt.setUTCHours(9, 0, 0, 0);
    const scheduled = await requestAs(
      app,
      team.recruiter,
      'POST',
      `/api/applications/${team.applicationId}/interviews`,
      {
        startsAt: startsAt.toISOString(),
        durationMinutes: 45,
        timeZone: 'Europe/Paris',
        interviewerEmails: [team.interviewer.email],
        location: 'https://meet.example.com/ada',
        message: 'Bring <your> questions.',
      },
    );
    expect(scheduled.statusCode, scheduled.body).toBe(201);
    await settled();
    const invitation = to(team.seeker).at(-1)!;
    expect(invitation.subject).toBe('Let us meet, <b>Ada</b>');
    expect(invitation.icalEvent?.method).toBe('REQUEST');
    expect(invitation.icalEvent?.content).toContain('BEGIN:VEVENT');
    expect(invitation.text).toContain(
      `We meet on ${formatInZone(startsAt, 'Europe/Paris')} about Data <i>Engineer</i>.\n\nRita Recruiter\n\nWhere: https://meet.example.com/ada\n\nBring <your> questions.`,
    );
    expect(invitation.html).not.toContain('<your>');
    expect(invitation.replyTo).toMatch(new RegExp(`^reply\\+${team.applicationId}\\.`));
    // The interviewer's invitation is the site's, about the candidate.
    expect(to(team.interviewer).at(-1)!.subject).toMatch(/^Interview with <b>Ada<\/b> Lovelace for /);
    expect((await timelineOf(team.seeker, team.applicationId)).at(-1)).toEqual(
      expect.objectContaining({ stage: 'Email sent', note: 'Let us meet, <b>Ada</b>' }),
    );
    expect((await conversation(team.applicationId)).at(-1)).toMatchObject({
      kind: 'interview-invitation',
      from: 'Rita Recruiter',
      subject: 'Let us meet, <b>Ada</b>',
    });
  });

  it('invites in the default wording when the company has none', async () => {
    await requestAs(app, team.recruiter, 'DELETE', '/api/email-templates/interview-invitation');
    const scheduled = await requestAs(
      app,
      team.recruiter,
      'POST',
      `/api/applications/${team.applicationId}/interviews`,
      {
        startsAt: new Date(Date.now() + 3 * 86_400_000).toISOString(),
        durationMinutes: 30,
        timeZone: 'America/New_York',
        interviewerEmails: [team.interviewer.email],
      },
    );
    expect(scheduled.statusCode, scheduled.body).toBe(201);
    await settled();
    expect(to(team.seeker).at(-1)!.subject).toBe(
      DEFAULT_TEMPLATES['interview-invitation'].subject
        .replace('{{job.title}}', 'Data <i>Engineer</i>')
        .replace('{{company.name}}', 'Alpha Works'),
    );
  });

  it('rings the bell of the application’s recruiters, once each, when the candidate answers', async () => {
    const bell = async (who: TestAccount) =>
      (await requestAs(app, who, 'GET', '/api/notifications'))
        .json()
        .items.filter((item: { kind: string }) => item.kind === 'reply');
    const answered = await app.inject({
      method: 'POST',
      url: '/api/inbound-email',
      payload: {
        to: to(team.seeker)[0]!.replyTo,
        from: team.seeker.email,
        subject: 'Re: We received your application',
        text: 'Thank you! I am free on Tuesdays.',
      },
    });
    expect(answered.statusCode, answered.body).toBe(201);
    expect(await bell(team.recruiter)).toEqual([
      expect.objectContaining({
        title: '<b>Ada</b> Lovelace replied',
        body: 'About Data <i>Engineer</i>: Re: We received your application',
        link: `/admin/applications?application=${team.applicationId}`,
        read: false,
      }),
    ]);
    // Interviewers read the conversation but are not rung; another company hears nothing.
    expect(await bell(team.interviewer)).toEqual([]);
    expect(await bell(team.outsider)).toEqual([]);
  });
});
