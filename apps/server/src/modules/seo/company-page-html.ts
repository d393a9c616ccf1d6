import type { CompanyPage } from '@skillmatch/shared/schemas/companies';
import type { PageMeta } from './page-head';

function summary(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** schema.org Organization, so that search engines read who the employer is without running the app. */
export function organizationJsonLd(company: CompanyPage, publicUrl: string) {
  return {
    '@context': 'https://schema.org/',
    '@type': 'Organization',
    name: company.name,
    url: `${publicUrl}/companies/${company.slug}`,
    ...(company.logoUrl ? { logo: publicUrl + company.logoUrl } : {}),
    ...(company.website ? { sameAs: [company.website] } : {}),
    ...(company.about ? { description: company.about } : {}),
    ...(company.headquarters
      ? { address: { '@type': 'PostalAddress', addressLocality: company.headquarters } }
      : {}),
  };
}

export function companyPageMeta(company: CompanyPage, publicUrl: string, siteName: string): PageMeta {
  const what = [company.sector, company.headquarters].filter(Boolean).join(' · ');
  const jobs =
    company.jobs.length > 0 ? `${plural(company.jobs.length, 'open job')}.` : 'No open jobs right now.';
  return {
    title: `${company.name}: jobs and company page - ${siteName}`,
    // What a search result shows under the title: who they are, how many jobs, then their own words.
    description: summary(`${company.name}${what ? ` (${what})` : ''}. ${jobs} ${company.about}`),
    url: `${publicUrl}/companies/${company.slug}`,
    ...(company.logoUrl ? { image: publicUrl + company.logoUrl } : {}),
    jsonLd: organizationJsonLd(company, publicUrl),
  };
}
