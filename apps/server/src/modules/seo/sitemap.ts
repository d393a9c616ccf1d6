import { JOB_CATEGORIES, categorySlug } from '@skillmatch/shared/constants';
import { SITE_PAGES } from '@skillmatch/shared/site-pages';
import type { UseCaseDeps } from '../../app-types';
import { hiringCompanySlugs } from '../companies/companies-repository';
import { newestListedJobs } from '../jobs/jobs-repository';

const PUBLIC_PAGES = ['/', '/jobs', ...Object.values(SITE_PAGES).map((page) => page.path)];
const SITEMAP_JOB_LIMIT = 45_000;
/** A sitemap holds at most 50,000 addresses: the jobs' share, then the companies'. */
const SITEMAP_COMPANY_LIMIT = 4_000;

const xmlEscape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char] ?? char,
  );

/**
 * The sitemap: the public pages, the category pages, every job seekers are shown (open, published, of a
 * company not suspended; the newest 45,000) and the pages of the companies with such a job (a page
 * without jobs is not worth a crawler's visit).
 */
export async function sitemap({ db, config }: Pick<UseCaseDeps, 'db' | 'config'>): Promise<string> {
  const base = config.publicUrl;
  const active = await newestListedJobs(db, SITEMAP_JOB_LIMIT);
  const hiring = await hiringCompanySlugs(db, SITEMAP_COMPANY_LIMIT);
  const urls = [
    ...PUBLIC_PAGES.map((path) => `<url><loc>${xmlEscape(base + path)}</loc></url>`),
    ...JOB_CATEGORIES.map(
      (category) => `<url><loc>${xmlEscape(`${base}/jobs/${categorySlug(category)}`)}</loc></url>`,
    ),
    ...active.map(
      (job) =>
        `<url><loc>${xmlEscape(`${base}/jobs/${job.id}`)}</loc><lastmod>${job.postedDate}</lastmod></url>`,
    ),
    ...hiring.map((company) => `<url><loc>${xmlEscape(`${base}/companies/${company.slug}`)}</loc></url>`),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}
