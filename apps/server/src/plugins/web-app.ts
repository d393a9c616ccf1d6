import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { INDEX_PAGES_FACTS, LINKED_INDEX_HTML, type IndexPagesFacts } from '@skillmatch/shared/web-build';
import type { App } from '../app-types';
import { AppError } from '../errors';

export interface WebAppBuild {
  dir: string;
  /** index.html with the stylesheet inside it, for a first visit. */
  indexHtml: string;
  /** index.html linking the stylesheet, for a browser that has it (`stylesheetCookie` says so). */
  linkedIndexHtml: string;
  /** `name=value` of the cookie the page's start script sets once the browser holds the stylesheet. */
  stylesheetCookie: string;
  inlineScriptHashes: string[];
  /** The web app's server entry (`dist-ssr` beside `dist`), which renders public pages; when built. */
  serverEntry: string | undefined;
}

/**
 * Reads the built web app once; undefined when it has not been built (API-only runs and tests). The
 * build wrote the pages as they are sent (apps/web/vite/index-pages.ts).
 */
export function readWebAppBuild(dir: string): WebAppBuild | undefined {
  const indexPath = path.join(dir, 'index.html');
  if (!existsSync(indexPath)) return undefined;
  const facts = JSON.parse(readFileSync(path.join(dir, INDEX_PAGES_FACTS), 'utf8')) as IndexPagesFacts;
  const serverEntry = path.join(dir, '..', 'dist-ssr', 'entry-server.js');
  return {
    dir,
    indexHtml: readFileSync(indexPath, 'utf8'),
    linkedIndexHtml: readFileSync(path.join(dir, LINKED_INDEX_HTML), 'utf8'),
    stylesheetCookie: facts.stylesheetCookie,
    inlineScriptHashes: facts.inlineScriptHashes,
    serverEntry: existsSync(serverEntry) ? serverEntry : undefined,
  };
}

/** Whether this browser holds this build's stylesheet in its cache (the start script's cookie). */
export function holdsStylesheet(request: FastifyRequest, build: WebAppBuild): boolean {
  const cookie = request.headers.cookie;
  return (
    typeof cookie === 'string' && cookie.split(';').some((pair) => pair.trim() === build.stylesheetCookie)
  );
}

/** The page for this browser: the stylesheet linked when it holds it, else inside the page. */
export const indexHtmlFor = (request: FastifyRequest, build: WebAppBuild): string =>
  holdsStylesheet(request, build) ? build.linkedIndexHtml : build.indexHtml;

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built single-page app from the same origin as the API: hashed assets cached for a year,
 * index.html never cached, and index.html for every deep link that is not an API or a file.
 */
export async function registerWebApp(app: App, build: WebAppBuild) {
  await app.register(fastifyStatic, {
    root: build.dir,
    wildcard: true,
    index: false,
    // An address ending in "/" is never a file: a folder of the build (/assets/) is not found, like any
    // address that is not a file (the app, or 404 for a missing file), rather than refused.
    allowedPath: (pathname) => !pathname.endsWith('/'),
    // The build wrote .br and .gz beside each text file.
    preCompressed: true,
    setHeaders(res, filePath) {
      const isHashedAsset = filePath.startsWith(path.join(build.dir, 'assets') + path.sep);
      res.header('cache-control', isHashedAsset ? IMMUTABLE : 'public, max-age=3600');
    },
  });
}

/**
 * Addresses of files, not pages: anything under /assets/, and names ending as the files a page loads do.
 * No page of the app has such an address, so one that is not in the build is a missing file.
 */
const FILE_PATH =
  /^\/assets(?:\/|$)|\.(?:m?js|cjs|map|css|json|txt|xml|webmanifest|wasm|png|jpe?g|gif|svg|ico|webp|avif|bmp|woff2?|ttf|otf|eot|mp4|webm|mp3|pdf|gz|br)$/i;

/**
 * The app for a deep link. A missing file is a 404 (the API's error shape, through the error handler)
 * rather than the app: a browser would otherwise run the page as a script or read it as a stylesheet.
 * A path that is no page of the app (`isAppPage`, from the server entry when built) gets the app with
 * 404, which then says "Page not found": crawlers and links checkers see the same as a person.
 */
export function sendIndex(
  reply: FastifyReply,
  build: WebAppBuild,
  isAppPage: (pathname: string) => boolean = () => true,
) {
  const pathname = reply.request.url.split('?')[0] ?? '/';
  if (FILE_PATH.test(pathname)) {
    // Not kept by caches: a file a newer build adds may be asked for before this process has it.
    reply.header('cache-control', 'no-store');
    throw new AppError('NOT_FOUND', `No such file: ${pathname}`);
  }
  return reply
    .code(isAppPage(pathname) ? 200 : 404)
    .header('cache-control', 'no-cache')
    .type('text/html; charset=utf-8')
    .send(indexHtmlFor(reply.request, build));
}
