import type { z } from 'zod';
import type { EmailTemplateKind } from '../email-templates';
import type {
  EmailTemplate,
  previewRequestSchema,
  RenderedEmail,
  templateTextSchema,
} from '../schemas/email-templates';
import { route } from './api-route';

/* /api/email-templates: the company's emails to candidates, a preview, a test send to oneself. */

type Kind = { kind: EmailTemplateKind };

export const listEmailTemplates = route<{ response: EmailTemplate[] }>('GET', '/api/email-templates');

export const saveEmailTemplate = route<{
  params: Kind;
  body: z.input<typeof templateTextSchema>;
  response: EmailTemplate;
}>('PUT', '/api/email-templates/:kind');

export const resetEmailTemplate = route<{ params: Kind; response: EmailTemplate }>(
  'DELETE',
  '/api/email-templates/:kind',
);

export const previewEmailTemplate = route<{
  body: z.input<typeof previewRequestSchema>;
  response: RenderedEmail;
}>('POST', '/api/email-templates/preview');

export const testEmailTemplate = route<{
  body: z.input<typeof templateTextSchema>;
  response: { to: string };
}>('POST', '/api/email-templates/test');
