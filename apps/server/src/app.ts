import { randomUUID } from 'node:crypto';
import { constants as zlib } from 'node:zlib';
import serverSentEvents from '@fastify/sse';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DatabaseHandle } from '@skillmatch/db/client';
import { RESUME_MAX_BYTES } from '@skillmatch/shared/schemas/resume';
import type { SessionUser } from '@skillmatch/shared/schemas/session';
import { installReadableZodMessages } from '@skillmatch/shared/zod-messages';
import type { App } from './app-types';
import type { Config } from './config';
import { createAuth } from './auth/auth';
import { accessCheck } from './auth/guards';
import { rateLimitCheck } from './auth/rate-limit';
import { AppError } from './errors';
import { idempotencyHooks } from './idempotency';
import { loggerOptions, OneLinePerRequest } from './logging';
import { createMailer, type Mailer } from './mail/mailer';
import { adminRoutes } from './modules/admin/admin.routes';
import { applicationsRoutes } from './modules/applications/applications.routes';
import { companiesRoutes } from './modules/companies/companies.routes';
import { invitationsRoutes } from './modules/companies/invitations.routes';
import { interviewsRoutes } from './modules/interviews/interviews.routes';
import { emailTemplatesRoutes } from './modules/email-templates/email-templates.routes';
import { inboundEmailRoutes } from './modules/inbound-email/inbound-email.routes';
import { contactRoutes } from './modules/contact/contact.routes';
import { healthRoutes } from './modules/health/health.routes';
import { jobsRoutes } from './modules/jobs/jobs.routes';
import { CatalogueSearchIndex } from './search';
import { CatalogueInstantAlerts, withInstantMatchAlert } from './modules/saved-searches/instant-alert-index';
import { HeldProfiles } from './modules/user/held-profiles';
import { jwtRoutes } from './modules/jwt/jwt.routes';
import { logoutRoutes } from './modules/logout/logout.routes';
import { matchesRoutes } from './modules/matches/matches.routes';
import { meRoutes } from './modules/me/me.routes';
import { CatalogueMatchIndex } from './modules/matching/catalogue-index';
import { newsletterRoutes } from './modules/newsletter/newsletter.routes';
import { NotificationCentre } from './modules/notifications/notifications';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import { readyRoutes } from './modules/ready/ready.routes';
import { recommendationsRoutes } from './modules/recommendations/recommendations.routes';
import { savedJobsRoutes } from './modules/saved-jobs/saved-jobs.routes';
import { savedSearchesRoutes } from './modules/saved-searches/saved-searches.routes';
import { seoRoutes } from './modules/seo/seo.routes';
import { sessionRoutes } from './modules/session/session.routes';
import { SiteSettingsStore } from './modules/settings/site-settings';
import { siteRoutes } from './modules/site/site.routes';
import { skillsRoutes } from './modules/skills/skills.routes';
import { storiesRoutes } from './modules/stories/stories.routes';
import { userRoutes } from './modules/user/user.routes';
import { registerApiDocs } from './plugins/api-docs';
import { registerAuth } from './plugins/auth';
import { clientErrorAnswer, frameworkErrorAnswer, registerErrorHandler } from './plugins/error-handler';
import { registerSameOriginCheck } from './plugins/same-origin';
import { registerSecurity, securityHeaderWriter, securityHeaders } from './plugins/security';
import { registerWebApp, sendIndex, type WebAppBuild } from './plugins/web-app';
import { loadServerEntry } from './modules/seo/page-renderer';
import { asPartOfRequest } from './request-arrival';
import { openFileStore } from './storage/file-store';
import { ALL_TASKS } from './tasks/all-tasks';
import { TaskQueue } from './tasks/task-queue';

export interface BuildAppOptions {
  config: Config;
  database: DatabaseHandle;
  /** The built web app to serve; omitted in API tests. */
  webApp?: WebAppBuild | undefined;
  /** Where email goes; by default SMTP when configured, else the development outbox. */
  mailer?: Mailer;
  logger?: FastifyServerOptions['logger'];
}

installReadableZodMessages();

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** Builds the whole product: external plugins, then app plugins, then routes, then the SPA. */
export async function buildApp({ config, database, webApp, logger, mailer }: BuildAppOptions): Promise<App> {
  const writeSecurityHeaders = securityHeaderWriter(
    securityHeaders({
      inlineScriptHashes: webApp?.inlineScriptHashes ?? [],
      https: config.publicUrl.startsWith('https://'),
    }),
  );
  const app = Fastify({
    logger: logger ?? loggerOptions(config.logLevel),
    // genReqId reads x-request-id itself, so that only well-formed ids are trusted.
    requestIdHeader: false,
    trustProxy: config.trustProxy,
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    frameworkErrors: frameworkErrorAnswer((request, reply) => writeSecurityHeaders(request.raw, reply.raw)),
    clientErrorHandler: clientErrorAnswer,
    logController: new OneLinePerRequest(),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('mailer', mailer ?? createMailer(config.mail, app.log));
  app.decorate('matchIndex', new CatalogueMatchIndex(database));
  app.decorate('searchIndex', new CatalogueSearchIndex(database));
  app.decorate('instantAlerts', new CatalogueInstantAlerts(database));
  app.decorate('heldProfiles', new HeldProfiles(database, withInstantMatchAlert));
  app.decorate('files', openFileStore(config.files, database.db));
  app.decorate('notifications', new NotificationCentre(database, app.log));
  app.decorate('siteSettings', new SiteSettingsStore(database.db));
  app.decorate('tasks', new TaskQueue(database, app.log, ALL_TASKS));
  // Background work and listening start once every plugin is ready, and stop (finishing the tasks under
  // way) as closing begins, before any close hook can take the database away.
  app.addHook('onReady', () => app.tasks.start(app));
  app.addHook('onReady', () => app.notifications.start());
  for (const index of [app.searchIndex, app.matchIndex, app.instantAlerts, app.heldProfiles]) {
    app.addHook('onReady', () =>
      index.start((error) => app.log.error({ err: error }, 'catching up with a change log failed')),
    );
    app.addHook('preClose', () => index.stop());
  }
  app.addHook('preClose', () => app.tasks.stop());
  app.addHook('preClose', () => app.notifications.stop());
  // Everything a request does knows when it arrived (the catalogue copies catch up once per request).
  app.addHook('onRequest', (_request, _reply, done) => asPartOfRequest(done));
  // Set as the request arrives, so that answers streamed past the send hooks (live notifications) have it.
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  // Every API route says who may call it, and that is checked as the request arrives, before its body is
  // read or its input validated; the check leaves the session and the viewer on the request. better-auth's
  // routes and the API docs check their own.
  app.decorateRequest('session', null);
  // Null until the check sets it: no handler of a route that is not public runs before.
  app.decorateRequest('viewer', null as unknown as SessionUser);
  app.decorate('routeAccess', new Map());
  app.decorate('routeResponses', new Map());
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || /^\/api\/(auth|docs)(\/|$)/.test(route.url)) return;
    const access = route.config?.access;
    if (!access) throw new Error(`${String(route.method)} ${route.url} does not say who may call it`);
    for (const method of [route.method].flat()) {
      app.routeAccess.set(`${method} ${route.url}`, access);
      app.routeResponses.set(
        `${method} ${route.url}`,
        (route.schema?.response ?? {}) as Record<string, unknown>,
      );
    }
    const hooks = route.onRequest ?? [];
    route.onRequest = [accessCheck(access), ...(Array.isArray(hooks) ? hooks : [hooks])];
    const rateLimit = route.config?.rateLimit;
    if (rateLimit) {
      const handlers = route.preHandler ?? [];
      route.preHandler = [rateLimitCheck(rateLimit), ...(Array.isArray(handlers) ? handlers : [handlers])];
    }
    // After the rate limit: a repeated submission counts as a request too.
    if (route.config?.idempotent) {
      const listed = <T>(hooks: T | T[] | undefined) => (Array.isArray(hooks) ? hooks : hooks ? [hooks] : []);
      route.preHandler = [...listed(route.preHandler), idempotencyHooks.preHandler];
      route.preSerialization = [...listed(route.preSerialization), idempotencyHooks.preSerialization];
      route.onResponse = [...listed(route.onResponse), idempotencyHooks.onResponse];
    }
  });
  registerErrorHandler(app);
  registerSecurity(app, writeSecurityHeaders);
  // Answers and pages are compressed on the way out (quickly: brotli level 4); the web app's files
  // were compressed at build time and are sent as they are.
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await registerApiDocs(app, config.publicUrl);
  registerSameOriginCheck(app);
  await registerAuth(app, createAuth(config, database.db, app.tasks, app.log, app.siteSettings));

  // One plugin per URL prefix: /api/<prefix>/… is answered by modules/<prefix>/, whichever module's use
  // cases it calls. Registered in this order: multipart and server-sent events reach only the plugins after
  // them.
  await app.register(healthRoutes, { prefix: '/api/health' });
  await app.register(readyRoutes, { prefix: '/api/ready' });
  await app.register(newsletterRoutes, { prefix: '/api/newsletter' });
  await app.register(contactRoutes, { prefix: '/api/contact' });
  await app.register(siteRoutes, { prefix: '/api/site' });
  await app.register(storiesRoutes, { prefix: '/api/stories' });
  await app.register(sessionRoutes, { prefix: '/api/session' });
  await app.register(jwtRoutes, { prefix: '/api/jwt' });
  await app.register(logoutRoutes, { prefix: '/api/logout' });
  // One file per request, at most a resume's size: a larger one is cut off and answered 413.
  await app.register(multipart, { limits: { fileSize: RESUME_MAX_BYTES, files: 1, fields: 5 } });
  await app.register(userRoutes, { prefix: '/api/user' });
  await app.register(meRoutes, { prefix: '/api/me' });
  await app.register(applicationsRoutes, { prefix: '/api/applications' });
  // Server-sent events with a comment line every 25 s, which keeps proxies from closing a quiet stream.
  await app.register(serverSentEvents, { heartbeatInterval: 25_000 });
  await app.register(notificationsRoutes, { prefix: '/api/notifications' });
  await app.register(jobsRoutes, { prefix: '/api/jobs' });
  await app.register(companiesRoutes, { prefix: '/api/companies' });
  await app.register(savedJobsRoutes, { prefix: '/api/saved-jobs' });
  await app.register(savedSearchesRoutes, { prefix: '/api/saved-searches' });
  await app.register(recommendationsRoutes, { prefix: '/api/recommendations' });
  await app.register(matchesRoutes, { prefix: '/api/matches' });
  await app.register(skillsRoutes, { prefix: '/api/skills' });
  await app.register(adminRoutes, { prefix: '/api/admin' });
  await app.register(invitationsRoutes, { prefix: '/api/invitations' });
  await app.register(interviewsRoutes, { prefix: '/api/interviews' });
  await app.register(emailTemplatesRoutes, { prefix: '/api/email-templates' });
  await app.register(inboundEmailRoutes, { prefix: '/api/inbound-email' });
  await app.register(seoRoutes, { webApp });

  if (webApp) await registerWebApp(app, webApp);
  const isAppPage = (await loadServerEntry(webApp?.serverEntry))?.isAppPage;

  app.setNotFoundHandler((request, reply) => {
    const wantsPage =
      webApp && (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api');
    if (wantsPage) return sendIndex(reply, webApp, isAppPage);
    throw new AppError('NOT_FOUND', `No such endpoint: ${request.method} ${request.url.split('?')[0]}`);
  });

  return app;
}
