import type { EmailTemplateKind, TemplateValues } from '@skillmatch/shared/email-templates';
import { candidateEmails } from '@skillmatch/db/schema/candidate-emails';
import type { App } from '../../app-types';
import type { MailMessage } from '../../mail/mailer';
import { replyAddress } from './reply-address';
import { templateOf } from './template-store';
import { applicationValues, fillText, nameOf, renderEmail } from './template-values';
import { appendToTimeline } from '../applications/applications-repository';
import { EMAIL_SENT_STAGE } from './timeline-entry';

export interface TemplateEmail {
  applicationId: string;
  kind: EmailTemplateKind;
  /** The member it is sent for (`{{sender.name}}`); null signs it from the team. */
  senderId: string | null;
  /** Values of this email that differ from the application's (the interview it invites to). */
  values?: Partial<TemplateValues>;
  /** Paragraphs after the template's text: what is particular to this email (the interview's place). */
  after?: string[];
  action: { label: string; url: string };
  /** A calendar file to attach. */
  icalEvent?: MailMessage['icalEvent'];
}

/**
 * An email the product sends a candidate by itself (the acknowledgement of an application, the invitation
 * to an interview) in the company's wording of its kind, else the default: filled in with the
 * application's values (escaped in the HTML part like every candidate email), sent with the
 * application's reply address, and kept in the conversation and on the timeline in the transaction that
 * sends it, so a failed send leaves no trace and its task is retried. False when there is no one to send
 * it to (the application or the candidate's account is gone).
 */
export async function sendTemplateEmail(app: App, email: TemplateEmail): Promise<boolean> {
  const { applicationId, kind, senderId } = email;
  const application = await applicationValues(app.db, applicationId, await nameOf(app.db, senderId));
  const to = application?.email;
  if (!application || !to) return false;
  const template = await templateOf(app.db, application.companyId, kind);
  const filled = fillText(template, { ...application.values, ...email.values });
  const body = [filled.body, ...(email.after ?? [])].join('\n\n');
  const { siteName } = await app.siteSettings.current();
  const { mail } = app.config;
  await app.db.transaction(async (tx) => {
    const now = new Date();
    await tx.insert(candidateEmails).values({
      applicationId,
      direction: 'out',
      kind,
      subject: filled.subject,
      body,
      status: 'sent',
      senderId,
      sendAt: now,
      sentAt: now,
    });
    await appendToTimeline(tx, applicationId, { stage: EMAIL_SENT_STAGE, note: filled.subject });
    await app.mailer.send({
      to,
      replyTo: replyAddress(app.config.authSecret, mail.replyDomain, applicationId),
      ...renderEmail({ subject: filled.subject, body }, siteName, email.action),
      ...(email.icalEvent ? { icalEvent: email.icalEvent } : {}),
    });
  });
  return true;
}
