import { z } from '../zod';
import { COMPANY_SIZES } from '../constants';
import { jobSchema } from './jobs';
import { text } from './text';

/** Logos are PNG, JPEG or WebP images of at most 1 MB: enough for a sharp square mark. */
export const LOGO_MAX_BYTES = 1024 * 1024;
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type LogoType = (typeof LOGO_TYPES)[number];

export const LOGO_MESSAGES = {
  missing: 'Choose an image file to upload.',
  notImage: 'Only PNG, JPEG or WebP images can be uploaded as a logo.',
  tooLarge: 'The logo is larger than 1 MB. Upload a smaller image.',
  cutOff: 'The upload stopped before the whole file arrived. Please upload it again.',
} as const;

/** Any text up to 120 characters: a slug no company has is simply "Company not found" (404). */
export const companySlugParamsSchema = z.object({ slug: z.string().max(120) });
/** Any text: an id that is not a company's (UUID or not) is "Company not found" (404). */
export const companyIdParamsSchema = z.object({ id: z.string().max(100) });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isCompanyId = (id: string) => UUID.test(id);

/** A website as people type it: "example.com" is read as https://example.com. */
export const companyWebsiteSchema = text('Website', { max: 200 })
  .transform((value) => (value && !/^https?:\/\//i.test(value) ? `https://${value}` : value))
  .pipe(
    z.union([
      z.literal(''),
      z.url({
        protocol: /^https?$/,
        hostname: /^[^.]+(\.[^.]+)+$/,
        error: 'Website must be a web address, such as https://example.com',
      }),
    ]),
  );

/** The company page's fields, all of them (its edit form sends each); an empty text clears the field. */
export const companyFieldsSchema = z.object({
  name: text('Name', { required: 'Name is required', max: 120 }),
  website: companyWebsiteSchema,
  about: text('About', { max: 4000, multiline: true }),
  sizeBand: z.enum(COMPANY_SIZES, { error: 'Size must be one of the listed bands' }).nullable(),
  headquarters: text('Headquarters', { max: 120 }),
});

/** PATCH /api/companies/:id: any of the company page's fields. */
export const updateCompanySchema = companyFieldsSchema
  .partial()
  .refine((company) => Object.keys(company).length > 0, { error: 'Send at least one field to change' });
export type UpdateCompany = z.output<typeof updateCompanySchema>;

/** GET /api/companies/:slug: the public company page, with its published open jobs. */
export const companyPageSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  /** Checked by the operator, or a member's email domain is the website's. */
  verified: z.boolean(),
  website: z.string().nullable(),
  about: z.string(),
  sizeBand: z.enum(COMPANY_SIZES).nullable(),
  headquarters: z.string().nullable(),
  /** What the company does ("Healthcare provider"), when known. */
  sector: z.string().nullable(),
  /** The uploaded logo's address (it changes with the logo), or null. */
  logoUrl: z.string().nullable(),
  /** Published, open jobs, newest first. */
  jobs: z.array(jobSchema),
  /** The viewer may edit this page (an owner of the company, or the operator). */
  viewerCanEdit: z.boolean(),
});
export type CompanyPage = z.infer<typeof companyPageSchema>;
