import type { Job } from '@skillmatch/shared/schemas/jobs';
import type { PageMeta } from './page-head';

const EMPLOYMENT_TYPE: Record<Job['type'], string> = {
  'Full-time': 'FULL_TIME',
  'Part-time': 'PART_TIME',
  Contract: 'CONTRACTOR',
  Freelance: 'OTHER',
  Internship: 'INTERN',
};

function summary(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
}

/** schema.org JobPosting, so that search engines read the job without running the app. */
export function jobPostingJsonLd(job: Job, publicUrl: string) {
  const place = job.location
    ? { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: job.location } }
    : undefined;
  return {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: job.title,
    description: [
      job.description,
      ...(job.responsibilities.length ? ['Responsibilities:', ...job.responsibilities] : []),
      ...(job.requirements.length ? ['Requirements:', ...job.requirements] : []),
    ].join('\n'),
    identifier: { '@type': 'PropertyValue', name: job.company, value: job.id },
    url: `${publicUrl}/jobs/${job.id}`,
    datePosted: job.postedDate,
    ...(job.closingDate ? { validThrough: `${job.closingDate}T23:59:59Z` } : {}),
    employmentType: EMPLOYMENT_TYPE[job.type],
    hiringOrganization: {
      '@type': 'Organization',
      name: job.company,
      sameAs: `${publicUrl}/companies/${job.companySlug}`,
    },
    ...(place ? { jobLocation: place } : {}),
    ...(job.remote ? { jobLocationType: 'TELECOMMUTE' } : {}),
    ...(job.salaryMin !== null || job.salaryMax !== null
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: job.currency,
            value: {
              '@type': 'QuantitativeValue',
              ...(job.salaryMin !== null ? { minValue: job.salaryMin } : {}),
              ...(job.salaryMax !== null ? { maxValue: job.salaryMax } : {}),
              unitText: 'YEAR',
            },
          },
        }
      : {}),
    ...(job.skillNames.length ? { skills: job.skillNames.join(', ') } : {}),
    ...(job.experience ? { experienceRequirements: job.experience } : {}),
    industry: job.category,
  };
}

export function jobPageMeta(job: Job, publicUrl: string, siteName: string): PageMeta {
  const where = job.remote ? 'Remote' : job.location || 'Location not given';
  return {
    title: `${job.title} at ${job.company} - ${siteName}`,
    // What a search result shows under the title: the job, the company, the terms, then its own words.
    description: summary(`${job.title} at ${job.company}. ${job.type} · ${where}. ${job.description}`),
    url: `${publicUrl}/jobs/${job.id}`,
    jsonLd: jobPostingJsonLd(job, publicUrl),
  };
}
