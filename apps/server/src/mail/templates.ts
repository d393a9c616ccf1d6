import type { MailMessage } from './mailer';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function layout(
  siteName: string,
  title: string,
  paragraphs: string[],
  action?: { label: string; url: string },
) {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('');
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

/** An application moved or got a next step: what happened, in the words of the notification. */
export function applicationUpdateEmail(
  to: string,
  name: string,
  update: { title: string; body: string },
  url: string,
  siteName: string,
): MailMessage {
  const lines = [
    `Hello ${name},`,
    update.body,
    'Every step of your applications is on your applications page.',
  ];
  return {
    to,
    subject: `${update.title} - ${siteName}`,
    text: `${lines.join('\n\n')}\n\nSee your applications: ${url}\n\n${siteName}\n`,
    html: layout(siteName, update.title, lines, { label: 'See your applications', url }),
  };
}
