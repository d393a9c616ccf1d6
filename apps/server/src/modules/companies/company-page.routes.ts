import { z } from 'zod';
import { apiErrorSchema } from '@skillmatch/shared/schemas/errors';
import {
  companyIdParamsSchema,
  companyPageSchema,
  companySlugParamsSchema,
  LOGO_MAX_BYTES,
  LOGO_MESSAGES,
  updateCompanySchema,
} from '@skillmatch/shared/schemas/companies';
import type { App } from '../../app-types';
import { AppError, badRequest, errorAnswers } from '../../errors';
import { companyLogo, deleteCompanyLogo, uploadCompanyLogo } from './company-logo';
import { getCompanyPage } from './company-page';
import { updateCompany } from './update-company';

const errors = errorAnswers(400, 401, 403, 404);
const logoErrors = { ...errors, 413: apiErrorSchema, 415: apiErrorSchema };

/** The public company page, its owner's edits and its logo. */
export function companyPageRoutes(app: App) {
  app.get(
    '/:slug',
    {
      config: { access: 'public' },
      schema: {
        tags: ['companies'],
        summary: 'A company’s public page: its facts and its published, open jobs',
        params: companySlugParamsSchema,
        response: { 200: companyPageSchema, ...errors },
      },
    },
    async (request) => getCompanyPage(app, { slug: request.params.slug, viewer: request.session?.user }),
  );

  app.patch(
    '/:id',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['companies'],
        summary: 'Change the company page: name, website, about, size, headquarters (its owners)',
        params: companyIdParamsSchema,
        body: updateCompanySchema,
        response: { 200: companyPageSchema, ...errors, 409: apiErrorSchema },
      },
    },
    async (request) =>
      updateCompany(app, { viewer: request.viewer, companyId: request.params.id, changes: request.body }),
  );

  app.put(
    '/:id/logo',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['companies'],
        summary:
          'Upload or replace the logo (multipart field "file": PNG, JPEG or WebP, at most 1 MB; its owners)',
        consumes: ['multipart/form-data'],
        params: companyIdParamsSchema,
        response: { 200: companyPageSchema, ...logoErrors },
      },
    },
    async (request) => {
      if (!request.isMultipart()) throw badRequest(LOGO_MESSAGES.missing);
      let bytes: Buffer;
      try {
        const file = await request.file({ limits: { fileSize: LOGO_MAX_BYTES } });
        if (!file) throw badRequest(LOGO_MESSAGES.missing);
        bytes = await file.toBuffer();
      } catch (error) {
        if (error instanceof AppError) throw error;
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
          throw new AppError('TOO_LARGE', LOGO_MESSAGES.tooLarge);
        }
        // The multipart reader's only other failures are bodies that are not whole forms.
        request.log.info({ err: error }, 'upload body not a whole form');
        throw badRequest(LOGO_MESSAGES.cutOff);
      }
      if (bytes.length === 0) throw badRequest(LOGO_MESSAGES.missing);
      return uploadCompanyLogo(app, { viewer: request.viewer, companyId: request.params.id, bytes });
    },
  );

  app.delete(
    '/:id/logo',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['companies'],
        summary: 'Remove the logo (its owners)',
        params: companyIdParamsSchema,
        response: { 200: companyPageSchema, ...errors },
      },
    },
    async (request) => deleteCompanyLogo(app, { viewer: request.viewer, companyId: request.params.id }),
  );

  app.get(
    '/:slug/logo',
    {
      config: { access: 'public' },
      schema: {
        tags: ['companies'],
        summary: 'A company’s logo image',
        params: companySlugParamsSchema,
        produces: ['image/png', 'image/jpeg', 'image/webp'],
        response: { 200: z.instanceof(Buffer).describe('The image'), ...errors },
      },
    },
    async (request, reply) => {
      const { bytes, type } = await companyLogo(app, { slug: request.params.slug });
      // Its address changes with the logo (`?v=`), so a browser may keep it a day.
      return reply.type(type).header('cache-control', 'public, max-age=86400').send(bytes);
    },
  );
}
