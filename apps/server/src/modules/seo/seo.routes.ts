import { z } from 'zod';
import { categoryFromSlug, categorySlug } from '@skillmatch/shared/constants';
import { ResponseCache, catalogueVersion, type CachedResponse } from '../../response-cache';
import type { App } from '../../app-types';
import { carriesSessionCookie } from '../../auth/guards';
import { AppError } from '../../errors';
import { holdsStylesheet, indexHtmlFor, type WebAppBuild } from '../../plugins/web-app';
import { getCompanyPage } from '../companies/company-page';
import { getJob } from '../jobs/get-job';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SITE_PAGES } from '@skillmatch/shared/site-pages';
import { companyPageMeta } from './company-page-html';
import { jobPageMeta } from './job-page-html';
import { pageHtml, type PageMeta } from './page-head';
import { loadServerEntry, withRenderedPage } from './page-renderer';
import { jobFeed } from './job-feed';
import { sitemap } from './sitemap';

/** A page's title and description, in the words of the site's current name. */
type MetaFor = (siteName: string) => Omit<PageMeta, 'url'>;

// The home page names the site first, as the web app's landing title does.
const HOME_META: MetaFor = (siteName) => ({
  title: `${siteName} - jobs matched to your skills`,
  description: `${siteName}: find jobs that fit your skills, see why they match, and follow every application to its end.`,
});
const JOBS_META: MetaFor = (siteName) => ({
  title: `Job listings - ${siteName}`,
  description: `Every open job on ${siteName}: search by title, skill or place, filter by type, remote and pay.`,
});

/**
 * What search engines and first visits read: public pages rendered on the server with their title,
 * description, Open Graph tags and data (job pages with a JobPosting), the sitemap, robots.txt.
 */
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

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=600')
      .send(await sitemap(app)),
  );

  // RSS of any search of the job list (its query as the list's URL carries it).
  app.get('/jobs/feed.xml', { schema: { hide: true } }, async (request, reply) => {
    const feed = await jobFeed(app, request.query);
    return reply
      .code(feed.status)
      .type(feed.status === 200 ? 'application/rss+xml; charset=utf-8' : 'text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .send(feed.body);
  });

  if (!webApp) return;
  const build = webApp;
  const renderPage = (await loadServerEntry(build.serverEntry))?.renderPage;

  /** GET an API path as the visitor, in this process: the answers a rendered page starts with. */
  const readApi = async (request: FastifyRequest, apiPath: string) => {
    const answer = await app.inject({
      method: 'GET',
      url: apiPath,
      headers: { cookie: request.headers.cookie ?? '' },
    });
    return answer.statusCode === 200 ? answer.json() : undefined;
  };

  /** The page rendered with the visitor's data; the app alone when it cannot be rendered. */
  const drawPage = async (request: FastifyRequest, meta: PageMeta) => {
    const html = pageHtml(indexHtmlFor(request, build), meta);
    if (!renderPage) return html;
    try {
      const rendered = await renderPage(`${base}${request.url}`, (apiPath) => readApi(request, apiPath));
      return rendered ? withRenderedPage(html, rendered) : html;
    } catch (error) {
      request.log.warn(
        { err: error },
        'Could not render the page on the server; sending the app to render it',
      );
      return html;
    }
  };

  const anonymousPages = new ResponseCache();
  /**
   * Sends the page `describe` names (its head tags, and 404 for a job that does not exist), rendered for
   * this visitor; a visitor who is not signed in gets the copy kept for the URL while it is current.
   */
  const sendPage = async (
    request: FastifyRequest,
    reply: FastifyReply,
    describe: (siteName: string) => PageMeta | Promise<{ meta: PageMeta; status: number }>,
  ) => {
    const render = async (): Promise<CachedResponse> => {
      const described = await describe((await app.siteSettings.current()).siteName);
      const { meta, status } = 'meta' in described ? described : { meta: described, status: 200 };
      return { status, type: 'text/html; charset=utf-8', body: await drawPage(request, meta) };
    };
    // Rendered for this visitor (signed in or not): never kept by shared caches.
    reply.header('cache-control', 'private, no-cache');
    if (!carriesSessionCookie(request)) {
      const variant = holdsStylesheet(request, build) ? 'linked' : 'inline';
      return anonymousPages.send(
        request,
        reply,
        await catalogueVersion(app),
        render,
        `${variant} ${request.url}`,
      );
    }
    const page = await render();
    return reply.code(page.status).type(page.type).send(page.body);
  };

  app.get('/', { schema: { hide: true } }, (request, reply) =>
    sendPage(request, reply, (siteName) => ({ ...HOME_META(siteName), url: `${base}/` })),
  );
  app.get('/jobs', { schema: { hide: true } }, (request, reply) =>
    sendPage(request, reply, (siteName) => ({ ...JOBS_META(siteName), url: `${base}/jobs` })),
  );
  for (const page of Object.values(SITE_PAGES)) {
    app.get(page.path, { schema: { hide: true } }, (request, reply) =>
      sendPage(request, reply, (siteName) => ({
        title: `${page.title} - ${siteName}`,
        description: page.lead,
        url: base + page.path,
      })),
    );
  }
  app.get(
    '/jobs/:slug',
    { schema: { hide: true, params: z.object({ slug: z.string().max(100) }) } },
    async (request, reply) => {
      const category = categoryFromSlug(request.params.slug);
      if (category) {
        return sendPage(request, reply, (siteName) => ({
          title: `${category} jobs - ${siteName}`,
          description: `Open ${category.toLowerCase()} jobs on ${siteName}, matched to your skills.`,
          url: `${base}/jobs/${categorySlug(category)}`,
        }));
      }
      return sendPage(request, reply, async (siteName) => {
        try {
          return {
            meta: jobPageMeta(await getJob(app, { id: request.params.slug }), base, siteName),
            status: 200,
          };
        } catch (error) {
          if (!(error instanceof AppError) || error.code !== 'NOT_FOUND') throw error;
          // The app shows "Job not found"; crawlers get the status that says so.
          const meta = {
            title: `Job not found - ${siteName}`,
            description: 'This job does not exist or has been removed.',
            url: `${base}/jobs`,
          };
          return { meta, status: 404 };
        }
      });
    },
  );

  app.get(
    '/companies/:slug',
    { schema: { hide: true, params: z.object({ slug: z.string().max(120) }) } },
    async (request, reply) =>
      sendPage(request, reply, async (siteName) => {
        try {
          const company = await getCompanyPage(app, { slug: request.params.slug, viewer: undefined });
          return { meta: companyPageMeta(company, base, siteName), status: 200 };
        } catch (error) {
          if (!(error instanceof AppError) || error.code !== 'NOT_FOUND') throw error;
          // The app shows "Page not found"; crawlers get the status that says so.
          const meta = {
            title: `Company not found - ${siteName}`,
            description: 'This company does not exist or its page has been taken down.',
            url: `${base}/jobs`,
          };
          return { meta, status: 404 };
        }
      }),
  );
}
