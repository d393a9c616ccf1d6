import { formatInZone } from '@skillmatch/shared/dates';
import type { Database } from '@skillmatch/db/client';
import { fillTemplate, firstName, type TemplateValues } from '@skillmatch/shared/email-templates';
import type { RenderedEmail, TemplateText } from '@skillmatch/shared/schemas/email-templates';
import { layout } from '../../mail/templates';
import { applicationWithCandidate } from '../applications/applications-repository';
import { nextInterviewOf } from '../interviews/interviews-repository';
import { personOf } from '../user/person';

/** What a preview without an application shows. */
export const sampleValues = (senderName: string, companyName: string): TemplateValues => ({
  'candidate.firstName': 'Ada',
  'candidate.name': 'Ada Lovelace',
  'job.title': 'Senior Data Engineer',
  'company.name': companyName,
  'interview.when': 'Tue, 14 May 2030, 10:00 (Europe/Paris)',
  'sender.name': senderName,
});

/** The name a team member signs with; the team's when there is no member (an email sent by itself). */
export async function nameOf(db: Database, userId: string | null): Promise<string> {
  return (await personOf(db, userId))?.name ?? 'The hiring team';
}

/**
 * One application's values, with its candidate, job, company and next interview; null when it is gone.
 * Also the candidate's address and the job's company (whose templates apply).
 */
export async function applicationValues(db: Database, applicationId: string, senderName: string) {
  const row = await applicationWithCandidate(db, applicationId);
  if (!row) return null;
  const next = await nextInterviewOf(db, applicationId);
  const candidateName = row.candidateName ?? 'Deleted account';
  const values: TemplateValues = {
    'candidate.firstName': firstName(candidateName),
    'candidate.name': candidateName,
    'job.title': row.jobTitle,
    'company.name': row.currentCompanyName ?? row.company,
    'interview.when': next ? formatInZone(next.startsAt, next.timeZone) : '',
    'sender.name': senderName,
  };
  return { values, email: row.candidateEmail, companyId: row.companyId, status: row.status };
}

/** The wording filled in: plain text as written, the subject on one line. */
export const fillText = (text: TemplateText, values: TemplateValues) => ({
  subject: fillTemplate(text.subject, values).replace(/\s+/g, ' ').trim(),
  body: fillTemplate(text.body, values),
});

/**
 * The email a candidate gets: the text part as filled in, and an HTML part in which every character of
 * the filled-in text is escaped (a candidate named `<script>` is shown as that name, never run). An email
 * the product sends by itself may end with a link (`action`) to where the candidate follows it.
 */
export function renderEmail(
  filled: { subject: string; body: string },
  siteName: string,
  action?: { label: string; url: string },
): RenderedEmail {
  const paragraphs = filled.body.split(/\n{2,}/).filter((paragraph) => paragraph.trim() !== '');
  return {
    subject: filled.subject,
    text: action ? `${filled.body}\n\n${action.label}: ${action.url}\n` : `${filled.body}\n`,
    html: layout(siteName, filled.subject, paragraphs, action),
  };
}
