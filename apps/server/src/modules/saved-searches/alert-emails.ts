import type { MailMessage } from '../../mail/mailer';
import { escapeHtml } from '../../mail/templates';

export interface AlertEmailJob {
  title: string;
  company: string;
  location: string | null;
  remote: boolean;
  pay: string | null;
  url: string;
}

/** One formatter for every amount: `toLocaleString` builds one per call, and digests show a million. */
const amounts = new Intl.NumberFormat('en-US');

/** "USD 50,000–70,000", "USD 50,000+", or null without a salary. */
export function payOf(job: { salaryMin: number | null; salaryMax: number | null; currency: string }) {
  const amount = (value: number) => amounts.format(value);
  if (job.salaryMin !== null && job.salaryMax !== null) {
    return `${job.currency} ${amount(job.salaryMin)}–${amount(job.salaryMax)}`;
  }
  if (job.salaryMin !== null) return `${job.currency} ${amount(job.salaryMin)}+`;
  if (job.salaryMax !== null) return `up to ${job.currency} ${amount(job.salaryMax)}`;
  return null;
}

const placeOf = (job: AlertEmailJob) =>
  [job.location, job.remote ? 'Remote' : null].filter(Boolean).join(' · ');

/**
 * An alert's email: its new jobs (at most ALERT_EMAIL_JOBS, with a link to the rest), the way to manage
 * the alert, and the RFC 8058 headers a mail client's unsubscribe button uses.
 */
export function jobAlertEmail(
  to: string,
  alert: { name: string },
  jobs: AlertEmailJob[],
  more: { count: number; url: string },
  links: { manage: string; oneClick: string },
  siteName: string,
): MailMessage {
  const title =
    jobs.length === 1 ? `New job for “${alert.name}”` : `${jobs.length} new jobs for “${alert.name}”`;
  const subject =
    jobs.length === 1
      ? `${jobs[0]!.title} at ${jobs[0]!.company} - ${siteName}`
      : `${jobs.length} new jobs for ${alert.name} - ${siteName}`;
  const lines = jobs.map((job) =>
    [`${job.title} at ${job.company}`, placeOf(job), job.pay, job.url].filter(Boolean).join('\n'),
  );
  const moreLine = more.count > 0 ? `And ${more.count} more: ${more.url}` : null;
  const footer = `You get this email for your job alert “${alert.name}”. Pause it, change how often it comes, or delete it: ${links.manage}`;
  const text = [title, ...lines, ...(moreLine ? [moreLine] : []), footer, siteName].join('\n\n');
  const items = jobs
    .map(
      (job) =>
        `<li style="margin:0 0 16px"><a href="${escapeHtml(job.url)}" style="color:#4338ca;font-weight:600">${escapeHtml(job.title)}</a><br>${escapeHtml(job.company)}${placeOf(job) ? ` · ${escapeHtml(placeOf(job))}` : ''}${job.pay ? `<br>${escapeHtml(job.pay)}` : ''}</li>`,
    )
    .join('');
  const moreHtml =
    more.count > 0
      ? `<p style="margin:0 0 16px"><a href="${escapeHtml(more.url)}" style="color:#4338ca">See ${more.count} more</a></p>`
      : '';
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#18181b;max-width:560px;margin:0 auto;padding:24px"><h1 style="font-size:20px">${escapeHtml(title)}</h1><ul style="padding-left:20px">${items}</ul>${moreHtml}<p style="color:#52525b;font-size:14px">You get this email for your job alert “${escapeHtml(alert.name)}”. <a href="${escapeHtml(links.manage)}" style="color:#4338ca">Pause, change or delete this alert</a>.</p><p style="color:#71717a;font-size:12px">${escapeHtml(siteName)}</p></body></html>`;
  return {
    to,
    subject,
    text: `${text}\n`,
    html,
    headers: {
      'List-Unsubscribe': `<${links.oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/** A visitor's double opt-in: nothing is sent before they follow this link. */
export function confirmAlertEmail(
  to: string,
  alert: { name: string },
  url: string,
  siteName: string,
): MailMessage {
  const lines = [
    'Hello,',
    `Someone, hopefully you, asked ${siteName} to email new jobs for “${alert.name}” to this address.`,
    'Confirm with the link below and the alert starts. If it was not you, ignore this email: nothing will be sent.',
  ];
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#18181b;max-width:560px;margin:0 auto;padding:24px"><h1 style="font-size:20px">Confirm your job alert</h1>${lines.map((line) => `<p style="margin:0 0 16px">${escapeHtml(line)}</p>`).join('')}<p style="margin:24px 0"><a href="${escapeHtml(url)}" style="background:#4f46e5;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">Confirm the alert</a></p><p style="margin:0 0 16px;color:#52525b;font-size:14px">Or open this link: ${escapeHtml(url)}</p><p style="color:#71717a;font-size:12px">${escapeHtml(siteName)}</p></body></html>`;
  return {
    to,
    subject: `Confirm your job alert - ${siteName}`,
    text: `${lines.join('\n\n')}\n\nConfirm the alert: ${url}\n\n${siteName}\n`,
    html,
  };
}
