import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { jobs } from '@skillmatch/db/schema/jobs';
import { JOB_CATEGORIES, categoryFromSlug, categorySlug } from '@skillmatch/shared/constants';
import type { App } from '../../app-types';
import { AppError } from '../../errors';
import type { WebAppBuild } from '../../plugins/web-app';
import { getJob } from '../jobs/manage-jobs';
import { jobPageMeta, pageHtml } from './job-page-html';

const PUBLIC_PAGES = [
  '/',
  '/jobs',
  '/about',
  '/how-it-works',
  '/careers',
  '/contact',
  '/terms',
  '/privacy',
  '/cookies',
];
const SITEMAP_JOB_LIMIT = 45_000;

const xmlEscape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char] ?? char,
  );

/** What search engines read: job pages with their data in the HTML, the sitemap, robots.txt. */
export async function seoRoutes(app: App, { webApp }: { webApp: WebAppBuild | undefined }) {
  const base = app.config.publicUrl;

  app.get('/robots.txt', { schema: { hide: true } }, (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(
        [
          'User-agent: *',
          'Allow: /',
          'Disallow: /api/',
          'Disallow: /dashboard',
          'Disallow: /profile',
          'Disallow: /applications',
          'Disallow: /recommendations',
          'Disallow: /saved-jobs',
          'Disallow: /admin',
          `Sitemap: ${base}/sitemap.xml`,
          '',
        ].join('\n'),
      ),
  );

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const active = await app.db
      .select({ id: jobs.id, postedDate: jobs.postedDate })
      .from(jobs)
      .where(eq(jobs.status, 'active'))
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
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=600')
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`,
      );
  });

  if (!webApp) return;
  app.get(
    '/jobs/:slug',
    { schema: { hide: true, params: z.object({ slug: z.string().max(100) }) } },
    async (request, reply) => {
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache');
      const category = categoryFromSlug(request.params.slug);
      if (category) {
        return pageHtml(webApp.indexHtml, {
          title: `${category} jobs - SkillMatch`,
          description: `Open ${category.toLowerCase()} jobs on SkillMatch, matched to your skills.`,
          url: `${base}/jobs/${categorySlug(category)}`,
        });
      }
      try {
        const job = await getJob(app.db, request.params.slug);
        return pageHtml(webApp.indexHtml, jobPageMeta(job, base));
      } catch (error) {
        if (!(error instanceof AppError) || error.code !== 'NOT_FOUND') throw error;
        // The app shows "Job not found"; crawlers get the status that says so.
        return reply.code(404).send(
          pageHtml(webApp.indexHtml, {
            title: 'Job not found - SkillMatch',
            description: 'This job does not exist or has been removed.',
            url: `${base}/jobs`,
          }),
        );
      }
    },
  );
}
