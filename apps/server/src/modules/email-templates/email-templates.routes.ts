import { z } from 'zod';
import {
  emailTemplateSchema,
  previewRequestSchema,
  renderedEmailSchema,
  templateKindParamsSchema,
  templateTextSchema,
} from '@skillmatch/shared/schemas/email-templates';
import type { App } from '../../app-types';
import { scopeOf } from '../../access/back-office';
import { errorAnswers } from '../../errors';
import { previewTemplate, sendTestEmail } from './template-preview';
import { companyTemplates, resetTemplate, saveTemplate, templateCompanyOf } from './template-store';

const errors = errorAnswers(400, 401, 403, 404, 409);

/** /api/email-templates: the company's emails to candidates, their preview and a test send. */
export async function emailTemplatesRoutes(app: App) {
  app.get(
    '',
    {
      config: { access: 'backOffice' },
      schema: {
        tags: ['email-templates'],
        summary: 'Your company’s email templates: its own wording, or the default for each kind',
        response: { 200: z.array(emailTemplateSchema), ...errors },
      },
    },
    async (request) =>
      companyTemplates(app.db, templateCompanyOf(await scopeOf(app.db, request.viewer), 'read')),
  );

  app.put(
    '/:kind',
    {
      config: { access: 'backOffice' },
      schema: {
        tags: ['email-templates'],
        summary: 'Owners and recruiters: set the wording of one template',
        description: 'Variables are written `{{candidate.firstName}}`; an unknown one is refused with a 400.',
        params: templateKindParamsSchema,
        body: templateTextSchema,
        response: { 200: emailTemplateSchema, ...errors },
      },
    },
    async (request) =>
      saveTemplate(app.db, {
        scope: await scopeOf(app.db, request.viewer),
        kind: request.params.kind,
        text: request.body,
      }),
  );

  app.delete(
    '/:kind',
    {
      config: { access: 'backOffice' },
      schema: {
        tags: ['email-templates'],
        summary: 'Owners and recruiters: go back to the default wording of one template',
        params: templateKindParamsSchema,
        response: { 200: emailTemplateSchema, ...errors },
      },
    },
    async (request) =>
      resetTemplate(app.db, { scope: await scopeOf(app.db, request.viewer), kind: request.params.kind }),
  );

  app.post(
    '/preview',
    {
      config: { access: 'backOffice' },
      schema: {
        tags: ['email-templates'],
        summary: 'The email as a candidate would get it: with an application’s data, or sample data',
        body: previewRequestSchema,
        response: { 200: renderedEmailSchema, ...errors },
      },
    },
    async (request) =>
      previewTemplate(app, { scope: await scopeOf(app.db, request.viewer), request: request.body }),
  );

  app.post(
    '/test',
    {
      config: { access: 'backOffice' },
      schema: {
        tags: ['email-templates'],
        summary: 'Send the wording, filled in with sample data, to yourself',
        body: templateTextSchema,
        response: { 202: z.object({ to: z.string() }), ...errors },
      },
    },
    async (request, reply) => {
      const input = { scope: await scopeOf(app.db, request.viewer), text: request.body };
      return reply.code(202).send(await sendTestEmail(app, input));
    },
  );
}
