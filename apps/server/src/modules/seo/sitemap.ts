import { desc } from 'drizzle-orm';
import { jobs } from '@skillmatch/db/schema/jobs';
import { JOB_CATEGORIES, categorySlug } from '@skillmatch/shared/constants';
import { SITE_PAGES } from '@skillmatch/shared/site-pages';
import type { UseCaseDeps } from '../../app-types';
import { listedJob } from '../jobs/job-visibility';

const PUBLIC_PAGES = ['/', '/jobs', ...Object.values(SITE_PAGES).map((page) => page.path)];
const SITEMAP_JOB_LIMIT = 45_000;

const xmlEscape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char] ?? char,
  );

/** The sitemap: the public pages, the category pages and every job seekers are shown (open, published, of a company not suspended; the newest 45,000). */
export async function sitemap({ db, config }: Pick<UseCaseDeps, 'db' | 'config'>): Promise<string> {
  const base = config.publicUrl;
  const active = await db
    .select({ id: jobs.id, postedDate: jobs.postedDate })
    .from(jobs)
    .where(listedJob)
    .orderBy(desc(jobs.postedDate))
    .limit(SITEMAP_JOB_LIMIT);
  const urls = [
    ...PUBLIC_PAGES.map((path) => `<url><loc>${xmlEscape(base + path)}</loc></url>`),
    ...JOB_CATEGORIES.map(
      (category) => `<url><loc>${xmlEscape(`${base}/jobs/${categorySlug(category)}`)}</loc></url>`,
    ),
    ...active.map(
      (job) =>
        `<url><loc>${xmlEscape(`${base}/jobs/${job.id}`)}</loc><lastmod>${job.postedDate}</lastmod></url>`,
    ),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}
