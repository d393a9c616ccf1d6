import type { Job } from '@skillmatch/shared/schemas/jobs';

const EMPLOYMENT_TYPE: Record<Job['type'], string> = {
  'Full-time': 'FULL_TIME',
  'Part-time': 'PART_TIME',
  Contract: 'CONTRACTOR',
  Freelance: 'OTHER',
  Internship: 'INTERN',
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** JSON inside a <script> element: no "</script>" or "<!--" can appear in it. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

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
    hiringOrganization: { '@type': 'Organization', name: job.company },
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
    ...(job.skills.length ? { skills: job.skills.join(', ') } : {}),
    ...(job.experience ? { experienceRequirements: job.experience } : {}),
    industry: job.category,
  };
}

export interface PageMeta {
  title: string;
  description: string;
  url: string;
  jsonLd?: unknown;
}

/** The app's index.html with this page's title, description, Open Graph tags and structured data. */
export function pageHtml(indexHtml: string, meta: PageMeta): string {
  const head = [
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(meta.url)}" />`,
    `<meta property="og:type" content="website" />`,
    `<link rel="canonical" href="${escapeHtml(meta.url)}" />`,
    ...(meta.jsonLd ? [`<script type="application/ld+json">${scriptJson(meta.jsonLd)}</script>`] : []),
  ].join('\n    ');
  return indexHtml
    .replace(/<title>[\s\S]*?<\/title>/, `<title>${escapeHtml(meta.title)}</title>`)
    .replace(
      /<meta name="description" content="[^"]*" \/>/,
      `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    )
    .replace('</head>', `    ${head}\n  </head>`);
}

export function jobPageMeta(job: Job, publicUrl: string, siteName: string): PageMeta {
  const where = job.remote ? 'Remote' : job.location || 'Location not given';
  return {
    title: `${job.title} at ${job.company} - ${siteName}`,
    description: summary(`${job.type} · ${where}. ${job.description}`),
    url: `${publicUrl}/jobs/${job.id}`,
    jsonLd: jobPostingJsonLd(job, publicUrl),
  };
}
