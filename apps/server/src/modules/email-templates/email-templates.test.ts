import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailTemplates } from '@skillmatch/db/schema/candidate-emails';
import { DEFAULT_TEMPLATES } from '@skillmatch/shared/email-templates';
import type { App } from '../../app-types';
import type { MailMessage } from '../../mail/mailer';
import { requestAs, type TestAccount } from '../../../test/accounts';
import { hiringTeamWithApplicant } from '../../../test/applications';
import { createTestApp } from '../../../test/test-app';

const OFFER = {
  subject: 'Welcome aboard, {{candidate.firstName}}',
  body: 'Dear {{candidate.name}},\n\nWe offer you {{job.title}} at {{company.name}}.\n\n{{sender.name}}',
};

describe('email templates', () => {
  let app: App;
  const sent: MailMessage[] = [];
  let recruiter: TestAccount;
  let interviewer: TestAccount;
  let outsider: TestAccount;
  let seeker: TestAccount;
  let applicationId: string;
  let companyId: string;

  beforeAll(async () => {
    app = await createTestApp({
      mailer: { kind: 'outbox', send: async (message) => void sent.push(message) },
    });
    const team = await hiringTeamWithApplicant(app, {
      seekerName: '<script>alert(1)</script> Ada',
      jobTitle: 'Data <b>Engineer</b>',
    });
    ({ recruiter, interviewer, outsider, seeker, applicationId } = team);
    companyId = team.company.id;
  });
  afterAll(() => app.close());

  it('gives a company the default wording of each kind until it writes its own', async () => {
    const answer = await requestAs(app, recruiter, 'GET', '/api/email-templates');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().map((t: { kind: string; custom: boolean }) => [t.kind, t.custom])).toEqual([
      ['acknowledgement', false],
      ['interview-invitation', false],
      ['rejection', false],
      ['offer', false],
    ]);
    expect(answer.json()[3].subject).toBe(DEFAULT_TEMPLATES.offer.subject);
  });

  it('refuses an unknown variable with a message that lists the real ones, and writes nothing', async () => {
    const answer = await requestAs(app, recruiter, 'PUT', '/api/email-templates/offer', {
      subject: 'Hi',
      body: 'Hello {{candidate.age}} and {{ job.title }}',
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().fields.body).toMatch(
      /^\{\{candidate\.age\}\} is not a variable: use \{\{candidate\.firstName\}\}/,
    );
    expect((await requestAs(app, recruiter, 'PUT', '/api/email-templates/welcome', OFFER)).statusCode).toBe(
      400,
    );
    expect(await app.db.select().from(emailTemplates)).toEqual([]);
  });

  it('lets owners and recruiters edit, interviewers only read, and keeps each company to its own', async () => {
    expect((await requestAs(app, interviewer, 'PUT', '/api/email-templates/offer', OFFER)).statusCode).toBe(
      403,
    );
    expect((await requestAs(app, seeker, 'GET', '/api/email-templates')).statusCode).toBe(403);
    const saved = await requestAs(app, recruiter, 'PUT', '/api/email-templates/offer', OFFER);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ kind: 'offer', ...OFFER, custom: true });
    const read = await requestAs(app, interviewer, 'GET', '/api/email-templates');
    expect(read.json()[3]).toMatchObject(OFFER);
    // Another company still has the default, and cannot preview this company's applicant.
    const theirs = await requestAs(app, outsider, 'GET', '/api/email-templates');
    expect(theirs.json()[3].subject).toBe(DEFAULT_TEMPLATES.offer.subject);
    const peek = await requestAs(app, outsider, 'POST', '/api/email-templates/preview', {
      ...OFFER,
      applicationId,
    });
    expect(peek.statusCode).toBe(404);
    const [row] = await app.db.select().from(emailTemplates);
    expect(row).toMatchObject({ companyId, kind: 'offer' });
  });

  it('fills a preview with the application’s data, escaping it in the HTML part', async () => {
    const answer = await requestAs(app, recruiter, 'POST', '/api/email-templates/preview', {
      ...OFFER,
      applicationId,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const { subject, text, html } = answer.json();
    expect(subject).toBe('Welcome aboard, <script>alert(1)</script>');
    expect(text).toContain('Dear <script>alert(1)</script> Ada,');
    expect(text).toContain('We offer you Data <b>Engineer</b> at Alpha Works.');
    expect(text).toContain('Rita Recruiter');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>');
    expect(html).toContain('Dear &#60;script&#62;alert(1)&#60;/script&#62; Ada,');
  });

  it('sends a test, filled with sample data, to the member who asked', async () => {
    const answer = await requestAs(app, recruiter, 'POST', '/api/email-templates/test', OFFER);
    expect(answer.statusCode, answer.body).toBe(202);
    expect(answer.json()).toEqual({ to: recruiter.email });
    const mail = sent.find((message) => message.subject.startsWith('[Test]'));
    expect(mail).toMatchObject({ to: recruiter.email, subject: '[Test] Welcome aboard, Ada' });
    expect(mail?.text).toContain('We offer you Senior Data Engineer at Alpha Works.');
  });

  it('goes back to the default wording', async () => {
    const answer = await requestAs(app, recruiter, 'DELETE', '/api/email-templates/offer');
    expect(answer.json()).toMatchObject({ ...DEFAULT_TEMPLATES.offer, custom: false });
    expect(await app.db.select().from(emailTemplates)).toEqual([]);
  });
});
