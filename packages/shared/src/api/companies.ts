import type { z } from 'zod';
import type {
  CompanyPage,
  companyIdParamsSchema,
  companySlugParamsSchema,
  updateCompanySchema,
} from '../schemas/companies';
import { route } from './api-route';

/* /api/companies: the public company page, its owner's edits and its logo. */

type CompanySlug = z.output<typeof companySlugParamsSchema>;
type CompanyId = z.output<typeof companyIdParamsSchema>;

export const getCompanyPage = route<{ params: CompanySlug; response: CompanyPage }>(
  'GET',
  '/api/companies/:slug',
);

export const updateCompany = route<{
  params: CompanyId;
  body: z.input<typeof updateCompanySchema>;
  response: CompanyPage;
}>('PATCH', '/api/companies/:id');

/** Multipart field "file": a PNG, JPEG or WebP image of at most 1 MB. */
export const uploadCompanyLogo = route<{ params: CompanyId; body: FormData; response: CompanyPage }>(
  'PUT',
  '/api/companies/:id/logo',
);

export const deleteCompanyLogo = route<{ params: CompanyId; response: CompanyPage }>(
  'DELETE',
  '/api/companies/:id/logo',
);

/** The logo image itself (the page's `logoUrl`). */
export const getCompanyLogo = route<{ params: CompanySlug; response: Blob }>(
  'GET',
  '/api/companies/:slug/logo',
);
