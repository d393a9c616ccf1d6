import type { MailMessage } from './mailer';

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export function layout(
  siteName: string,
  title: string,
  paragraphs: string[],
  action?: { label: string; url: string },
) {
  const body = paragraphs
    .map((p) => `<p style="margin:0 0 16px;white-space:pre-line">${escapeHtml(p)}</p>`)
    .join('');
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#4f46e5;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(action.label)}</a></p><p style="margin:0 0 16px;color:#52525b;font-size:14px">Or open this link: ${escapeHtml(action.url)}</p>`
    : '';
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#18181b;max-width:560px;margin:0 auto;padding:24px"><h1 style="font-size:20px">${escapeHtml(title)}</h1>${body}${button}<p style="color:#71717a;font-size:12px">${escapeHtml(siteName)}</p></body></html>`;
}

/** `siteName`: the current site name from the settings (`app.siteSettings.current()`). */
export function passwordResetEmail(to: string, name: string, url: string, siteName: string): MailMessage {
  const lines = [
    `Hello ${name},`,
    `Someone asked to reset the password of your ${siteName} account. If it was you, choose a new password with the link below. It works for one hour.`,
    'If it was not you, ignore this email: your password stays as it is.',
  ];
  return {
    to,
    subject: `Reset your ${siteName} password`,
    text: `${lines.join('\n\n')}\n\nReset your password: ${url}\n\n${siteName}\n`,
    html: layout(siteName, 'Reset your password', lines, { label: 'Choose a new password', url }),
  };
}

/**
 * An application moved or got a next step, in the words of its notifications: one email per move, so a
 * move to Interview with a next step is one email saying both. A rejection carries the recruiter's
 * feedback, when they gave some.
 */
export function applicationUpdateEmail(
  to: string,
  name: string,
  updates: { title: string; body: string }[],
  feedback: string | null,
  url: string,
  siteName: string,
): MailMessage {
  const title = updates[0]!.title;
  const lines = [
    `Hello ${name},`,
    ...updates.map((update) => update.body),
    ...(feedback ? [`Feedback from the recruiter: ${feedback}`] : []),
    'Every step of your applications is on your applications page.',
  ];
  return {
    to,
    subject: `${title} - ${siteName}`,
    text: `${lines.join('\n\n')}\n\nSee your applications: ${url}\n\n${siteName}\n`,
    html: layout(siteName, title, lines, { label: 'See your applications', url }),
  };
}

/** New applicants for a recruiter: one (`applied.length === 1`, sent at once) or a day's (the daily summary). */
export function newApplicantsEmail(
  to: string,
  name: string,
  applied: string[],
  url: string,
  siteName: string,
): MailMessage {
  const one = applied.length === 1;
  const title = one ? 'New applicant' : `${applied.length} new applicants`;
  const lines = [
    `Hello ${name},`,
    ...(one ? applied : ['Since the last summary:', ...applied]),
    'You choose how these emails come (each, a daily summary, or none) on the settings page.',
  ];
  return {
    to,
    subject: `${one ? `New applicant: ${applied[0]}` : title} - ${siteName}`,
    text: `${lines.join('\n\n')}\n\nSee the applications: ${url}\n\n${siteName}\n`,
    html: layout(siteName, title, lines, { label: 'See the applications', url }),
  };
}

/** A Contact page message for the site operator; answering the email answers the sender. */
export function contactMessageEmail(
  to: string,
  message: { name: string; email: string; topic: string; message: string },
  url: string,
  siteName: string,
): MailMessage {
  const lines = [
    `${message.name} (${message.email}) wrote through the Contact page about "${message.topic}":`,
    message.message,
    'Answer from the inbox, so that the team sees the reply, or answer this email.',
  ];
  return {
    to,
    replyTo: message.email,
    subject: `Contact message from ${message.name}: ${message.topic} - ${siteName}`,
    text: `${lines.join('\n\n')}\n\nOpen the inbox: ${url}\n\n${siteName}\n`,
    html: layout(siteName, 'New contact message', lines, { label: 'Open the inbox', url }),
  };
}

/** An administrator's reply to someone who wrote through the Contact page, quoting what they wrote. */
export function contactReplyEmail(
  to: string,
  reply: { name: string; body: string; authorName: string; authorEmail: string | null; original: string },
  siteName: string,
): MailMessage {
  const lines = [
    `Hello ${reply.name},`,
    reply.body,
    `${reply.authorName}, ${siteName}`,
    `You wrote: "${reply.original}"`,
  ];
  return {
    to,
    ...(reply.authorEmail ? { replyTo: reply.authorEmail } : {}),
    subject: `Re: your message to ${siteName}`,
    text: `${lines.join('\n\n')}\n\n${siteName}\n`,
    html: layout(siteName, `Re: your message to ${siteName}`, lines),
  };
}

/** An invitation to a company's hiring team: the link opens the acceptance page. */
export function teamInvitationEmail(
  to: string,
  invitation: { companyName: string; role: string; invitedBy: string | null; validDays: number },
  url: string,
  siteName: string,
): MailMessage {
  const who = invitation.invitedBy ?? `The ${invitation.companyName} team`;
  const lines = [
    'Hello,',
    `${who} invited you to join the hiring team of ${invitation.companyName} on ${siteName}, as ${invitation.role}.`,
    `Accept with the link below, signed in with this email address (or create your account with it). The link works once, for ${invitation.validDays} days.`,
    'If you did not expect this invitation, ignore this email: nothing happens.',
  ];
  return {
    to,
    subject: `Join ${invitation.companyName} on ${siteName}`,
    text: `${lines.join('\n\n')}\n\nAccept the invitation: ${url}\n\n${siteName}\n`,
    html: layout(siteName, `Join ${invitation.companyName}`, lines, { label: 'Accept the invitation', url }),
  };
}

/**
 * The operator decided on a job a person's company posted: the bell notification's words, by email, with the
 * way to the job in the back office.
 */
export function jobReviewEmail(
  to: string,
  name: string,
  notification: { title: string; body: string },
  url: string,
  siteName: string,
): MailMessage {
  const lines = [`Hello ${name},`, notification.body];
  return {
    to,
    subject: `${notification.title} - ${siteName}`,
    text: `${lines.join('\n\n')}\n\nOpen the job: ${url}\n\n${siteName}\n`,
    html: layout(siteName, notification.title, lines, { label: 'Open the job', url }),
  };
}
