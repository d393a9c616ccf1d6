import type { EmailTemplateKind } from '@skillmatch/shared/email-templates';
import type { EmailDraft, RenderedEmail, TemplateText } from '@skillmatch/shared/schemas/email-templates';
import type { App } from '../../app-types';
import { applicationsAccess } from '../../access/back-office';
import type { BackOfficeScope } from '../../access/company-access';
import { notFound } from '../../errors';
import { templateCompanyOf, templateOf } from './template-store';
import { companyName } from '../companies/companies-repository';
import { personOf } from '../user/person';
import { applicationValues, fillText, nameOf, renderEmail, sampleValues } from './template-values';

/** The wording filled in with one application's values (in the viewer's scope), or sample values. */
export async function previewTemplate(
  app: Pick<App, 'db' | 'siteSettings'>,
  { scope, request }: { scope: BackOfficeScope; request: TemplateText & { applicationId?: string } },
): Promise<RenderedEmail> {
  const sender = await nameOf(app.db, scope.userId);
  const { siteName } = await app.siteSettings.current();
  if (request.applicationId) {
    await applicationsAccess(app.db, scope, [request.applicationId], 'read');
    const application = await applicationValues(app.db, request.applicationId, sender);
    if (!application) throw notFound('Application');
    return renderEmail(fillText(request, application.values), siteName);
  }
  const company = await companyName(app.db, templateCompanyOf(scope, 'read'));
  return renderEmail(fillText(request, sampleValues(sender, company)), siteName);
}

/**
 * A test send to the member themselves, filled in with sample data, subject marked as a test. Sent
 * while they wait (they are looking for it in their mailbox), not through the task queue.
 */
export async function sendTestEmail(
  app: Pick<App, 'db' | 'siteSettings' | 'mailer'>,
  { scope, text }: { scope: BackOfficeScope; text: TemplateText },
): Promise<{ to: string }> {
  const rendered = await previewTemplate(app, { scope, request: text });
  const to = (await personOf(app.db, scope.userId))!.email;
  await app.mailer.send({ to, ...rendered, subject: `[Test] ${rendered.subject}` });
  return { to };
}

/**
 * The email a move proposes: the application's company's template of `kind` (or the default), filled in
 * with the application's values, for the recruiter to send as it is, edit, or skip.
 */
export async function emailDraft(
  app: Pick<App, 'db'>,
  { scope, applicationId, kind }: { scope: BackOfficeScope; applicationId: string; kind: EmailTemplateKind },
): Promise<EmailDraft> {
  await applicationsAccess(app.db, scope, [applicationId], 'manage');
  const application = await applicationValues(app.db, applicationId, await nameOf(app.db, scope.userId));
  if (!application) throw notFound('Application');
  const template = await templateOf(app.db, application.companyId, kind);
  return { kind, ...fillText(template, application.values), to: application.email };
}
