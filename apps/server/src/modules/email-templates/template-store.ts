import { and, eq } from 'drizzle-orm';
import type { Database } from '@skillmatch/db/client';
import { emailTemplates } from '@skillmatch/db/schema/candidate-emails';
import {
  DEFAULT_TEMPLATES,
  EMAIL_TEMPLATE_KINDS,
  EMAIL_TEMPLATE_LABELS,
  type EmailTemplateKind,
} from '@skillmatch/shared/email-templates';
import type { EmailTemplate, TemplateText } from '@skillmatch/shared/schemas/email-templates';
import { writes } from '../../access/back-office';
import type { BackOfficeScope } from '../../access/company-access';
import { forbidden } from '../../errors';

/**
 * The company whose templates the scope reads or edits: always the viewer's own, so another company's
 * templates cannot even be named. Owners and recruiters edit; interviewers read.
 */
export function templateCompanyOf(scope: BackOfficeScope, intent: 'read' | 'manage'): string {
  if (scope.kind === 'operator') throw forbidden('Email templates belong to a company’s hiring team.');
  if (intent === 'manage' && !writes(scope))
    throw forbidden('Only owners and recruiters edit email templates.');
  return scope.companyId;
}

/** The company's wording of each kind: its own where it wrote one, else the default. */
export async function companyTemplates(db: Database, companyId: string): Promise<EmailTemplate[]> {
  const own = await db.select().from(emailTemplates).where(eq(emailTemplates.companyId, companyId));
  return EMAIL_TEMPLATE_KINDS.map((kind) => {
    const row = own.find((template) => template.kind === kind);
    return {
      kind,
      label: EMAIL_TEMPLATE_LABELS[kind],
      subject: row?.subject ?? DEFAULT_TEMPLATES[kind].subject,
      body: row?.body ?? DEFAULT_TEMPLATES[kind].body,
      custom: row !== undefined,
      updatedAt: row?.updatedAt.toISOString() ?? null,
    };
  });
}

export async function templateOf(db: Database, companyId: string | null, kind: EmailTemplateKind) {
  const [row] = companyId
    ? await db
        .select({ subject: emailTemplates.subject, body: emailTemplates.body })
        .from(emailTemplates)
        .where(and(eq(emailTemplates.companyId, companyId), eq(emailTemplates.kind, kind)))
    : [];
  return row ?? DEFAULT_TEMPLATES[kind];
}

export async function saveTemplate(
  db: Database,
  { scope, kind, text }: { scope: BackOfficeScope; kind: EmailTemplateKind; text: TemplateText },
): Promise<EmailTemplate> {
  const companyId = templateCompanyOf(scope, 'manage');
  const values = { ...text, updatedBy: scope.userId, updatedAt: new Date() };
  await db
    .insert(emailTemplates)
    .values({ companyId, kind, ...values })
    .onConflictDoUpdate({ target: [emailTemplates.companyId, emailTemplates.kind], set: values });
  return (await companyTemplates(db, companyId)).find((template) => template.kind === kind)!;
}

/** Back to the default wording. */
export async function resetTemplate(
  db: Database,
  { scope, kind }: { scope: BackOfficeScope; kind: EmailTemplateKind },
): Promise<EmailTemplate> {
  const companyId = templateCompanyOf(scope, 'manage');
  await db
    .delete(emailTemplates)
    .where(and(eq(emailTemplates.companyId, companyId), eq(emailTemplates.kind, kind)));
  return (await companyTemplates(db, companyId)).find((template) => template.kind === kind)!;
}
