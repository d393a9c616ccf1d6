import { z } from '@skillmatch/shared/zod';
import { COMPANY_SIZES, type CompanySize } from '@skillmatch/shared/constants';
import { companyFieldsSchema, type CompanyPage } from '@skillmatch/shared/schemas/companies';

/** The company page's form as typed: an empty size is "not said". */
export interface CompanyFormValues {
  name: string;
  website: string;
  about: string;
  sizeBand: string;
  headquarters: string;
}

export const companyFormValuesFrom = (company: CompanyPage): CompanyFormValues => ({
  name: company.name,
  website: company.website ?? '',
  about: company.about,
  sizeBand: company.sizeBand ?? '',
  headquarters: company.headquarters ?? '',
});

/** The typed values checked with the server's own schema, so the messages are the server's. */
export const companyFormSchema = z
  .object({
    name: z.string(),
    website: z.string(),
    about: z.string(),
    sizeBand: z.string(),
    headquarters: z.string(),
  })
  // A size the server does not know is the server's schema's to refuse, with its message.
  .transform((values) => ({
    ...values,
    sizeBand: (values.sizeBand === '' ? null : values.sizeBand) as CompanySize | null,
  }))
  .pipe(companyFieldsSchema);

export const SIZE_OPTIONS = COMPANY_SIZES.map((size) => ({ value: size, label: `${size} people` }));

/** The fields of this form, for the server's `fields` it can show. */
export const isCompanyField = (path: string): path is keyof CompanyFormValues =>
  ['name', 'website', 'about', 'sizeBand', 'headquarters'].includes(path);
