/**
 * The emails a hiring team sends candidates from templates: the kinds, the variables a template may use,
 * the defaults a company starts from, and the one way a template is filled in (server preview, sending,
 * and the web's variable help all use it).
 */

export const EMAIL_TEMPLATE_KINDS = [
  'acknowledgement',
  'interview-invitation',
  'rejection',
  'offer',
] as const;
export type EmailTemplateKind = (typeof EMAIL_TEMPLATE_KINDS)[number];

export const EMAIL_TEMPLATE_LABELS: Record<EmailTemplateKind, string> = {
  acknowledgement: 'Application received',
  'interview-invitation': 'Interview invitation',
  rejection: 'Rejection',
  offer: 'Offer',
};

/** The variables a template may use, each with what it becomes. */
export const TEMPLATE_VARIABLES = {
  'candidate.firstName': 'The candidate’s first name',
  'candidate.name': 'The candidate’s full name',
  'job.title': 'The job’s title',
  'company.name': 'Your company’s name',
  'interview.when': 'The next interview’s day and time, in its time zone (blank when none is planned)',
  'sender.name': 'Your name',
} as const;
export type TemplateVariable = keyof typeof TEMPLATE_VARIABLES;
export type TemplateValues = Record<TemplateVariable, string>;

export const DEFAULT_TEMPLATES: Record<EmailTemplateKind, { subject: string; body: string }> = {
  acknowledgement: {
    subject: 'We received your application for {{job.title}}',
    body: 'Hello {{candidate.firstName}},\n\nThank you for applying for {{job.title}} at {{company.name}}. We read every application and will come back to you.\n\nBest regards,\n{{sender.name}}, {{company.name}}',
  },
  'interview-invitation': {
    subject: 'Interview for {{job.title}} at {{company.name}}',
    body: 'Hello {{candidate.firstName}},\n\nWe would like to meet you for {{job.title}}: {{interview.when}}. The calendar invitation has the details; answer this email if the time does not suit you.\n\nBest regards,\n{{sender.name}}, {{company.name}}',
  },
  rejection: {
    subject: 'Your application for {{job.title}}',
    body: 'Hello {{candidate.firstName}},\n\nThank you for your interest in {{job.title}} at {{company.name}}. After careful thought we will not move forward with your application this time.\n\nWe wish you the best in your search.\n{{sender.name}}, {{company.name}}',
  },
  offer: {
    subject: 'An offer for {{job.title}} at {{company.name}}',
    body: 'Hello {{candidate.firstName}},\n\nWe are delighted to offer you the position of {{job.title}} at {{company.name}}. Answer this email with any question; we look forward to working with you.\n\nBest regards,\n{{sender.name}}, {{company.name}}',
  },
};

/** The statuses whose move proposes a template. */
export const TEMPLATE_FOR_STATUS: Partial<Record<string, EmailTemplateKind>> = {
  Rejected: 'rejection',
  Offer: 'offer',
};

const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g;

const isVariable = (name: string): name is TemplateVariable => Object.hasOwn(TEMPLATE_VARIABLES, name);

/** The placeholders of `text` that are not template variables, each once. */
export function unknownVariables(text: string): string[] {
  const unknown = [...text.matchAll(PLACEHOLDER)]
    .map((match) => match[1]!)
    .filter((name) => !isVariable(name));
  return [...new Set(unknown)];
}

/** Fills in the variables; the result is plain text (HTML is escaped where the email is built). */
export function fillTemplate(text: string, values: TemplateValues): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => (isVariable(name) ? values[name] : whole));
}

/** The person's first name: the first word of their name. */
export const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;
