import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App } from '../app-types';
import { AppError } from '../errors';

export interface WebAppBuild {
  dir: string;
  /** index.html with the stylesheet inside it, for a first visit. */
  indexHtml: string;
  /** index.html linking the stylesheet, for a browser that has it (STYLESHEET_COOKIE says so). */
  linkedIndexHtml: string;
  /** The cookie's value for this build's stylesheet. */
  stylesheetVersion: string;
  inlineScriptHashes: string[];
  /** The web app's server entry (`dist-ssr` beside `dist`), which draws public pages; when built. */
  serverEntry: string | undefined;
}

/**
 * The app's scripts start loading once the page the server drew is on screen: a phone paints the page
 * without its download sharing the line, and the app takes over a moment later. A page in a background
 * tab starts at once. The entry's own imports are preloaded beside it, as Vite's tags did.
 */
function startScriptsAfterFirstPaint(html: string, stylesheets: string[], version: string): string {
  const entry = html.match(/<script type="module" crossorigin src="([^"]+)"><\/script>/)?.[1];
  if (!entry) return html;
  const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
    (match) => match[1],
  );
  const start = [
    '(function () {',
    '  function start() {',
    `    ${JSON.stringify(preloads)}.forEach(function (href) {`,
    "      var link = document.createElement('link');",
    "      link.rel = 'modulepreload';",
    '      link.href = href;',
    '      document.head.appendChild(link);',
    '    });',
    // The stylesheet file is fetched too (the same rules: nothing changes on screen), so that the next
    // page can link it from the browser's cache instead of carrying it; the cookie says it is there.
    `    ${JSON.stringify(stylesheets)}.forEach(function (href) {`,
    "      var sheet = document.createElement('link');",
    "      sheet.rel = 'stylesheet';",
    '      sheet.href = href;',
    '      sheet.onload = function () {',
    `        document.cookie = ${JSON.stringify(`${STYLESHEET_COOKIE}=${version}; path=/; max-age=31536000; samesite=lax`)};`,
    '      };',
    '      document.head.appendChild(sheet);',
    '    });',
    "    var script = document.createElement('script');",
    "    script.type = 'module';",
    `    script.src = ${JSON.stringify(entry)};`,
    '    document.head.appendChild(script);',
    '  }',
    "  if (document.visibilityState === 'hidden') start();",
    '  else requestAnimationFrame(function () { setTimeout(start); });',
    '})();',
  ].join('\n');
  return html
    .replace(/\s*<script type="module" crossorigin src="[^"]+"><\/script>/, '')
    .replace(/\s*<link rel="modulepreload" crossorigin href="[^"]+">/g, '')
    .replace('</body>', () => `  <script>\n${start}\n</script>\n  </body>`);
}

/** Names the stylesheet version the browser holds in its cache (set by the page's start script). */
export const STYLESHEET_COOKIE = 'skillmatch-css';

/** Reads the built web app once; undefined when it has not been built (API-only runs and tests). */
export function readWebAppBuild(dir: string): WebAppBuild | undefined {
  const indexPath = path.join(dir, 'index.html');
  if (!existsSync(indexPath)) return undefined;
  const built = readFileSync(indexPath, 'utf8');
  const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g;
  const stylesheets = [...built.matchAll(STYLESHEET_LINK)].map((match) => `/${match[1]}`);
  const stylesheetVersion = createHash('sha256')
    .update(stylesheets.join(' '))
    .digest('base64url')
    .slice(0, 12);
  const withStart = (html: string) => startScriptsAfterFirstPaint(html, stylesheets, stylesheetVersion);
  // On a first visit the stylesheet goes inside the page: the first paint then waits for the page alone,
  // not for a second file (one round trip less on a phone; the page is about 11 kB longer, compressed).
  const indexHtml = withStart(
    built.replace(
      STYLESHEET_LINK,
      (_link, file: string) => `<style>${readFileSync(path.join(dir, file), 'utf8')}</style>`,
    ),
  );
  const linkedIndexHtml = withStart(
    built.replace(STYLESHEET_LINK, (_link, file: string) => `<link rel="stylesheet" href="/${file}">`),
  );
  const inlineScriptHashes = [...indexHtml.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)]
    .map((match) => match[1] ?? '')
    .filter((body) => body.trim().length > 0)
    .map((body) => `sha256-${createHash('sha256').update(body).digest('base64')}`);
  const serverEntry = path.join(dir, '..', 'dist-ssr', 'entry-server.js');
  return {
    dir,
    indexHtml,
    linkedIndexHtml,
    stylesheetVersion,
    inlineScriptHashes,
    serverEntry: existsSync(serverEntry) ? serverEntry : undefined,
  };
}

/** Whether this browser holds this build's stylesheet in its cache (the start script's cookie). */
export function holdsStylesheet(request: FastifyRequest, build: WebAppBuild): boolean {
  const cookie = request.headers.cookie;
  return (
    typeof cookie === 'string' &&
    cookie.split(';').some((pair) => pair.trim() === `${STYLESHEET_COOKIE}=${build.stylesheetVersion}`)
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
