import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';
import {
  INDEX_PAGES_FACTS,
  LINKED_INDEX_HTML,
  STYLESHEET_COOKIE,
  type IndexPagesFacts,
} from '@skillmatch/shared/web-build';

/**
 * The app's scripts start loading once the page the server drew is on screen: a phone paints the page
 * without its download sharing the line, and the app takes over a moment later. A page in a background
 * tab starts at once. The entry's own imports are preloaded beside it, as Vite's tags did.
 */
function startScriptsAfterFirstPaint(html: string, stylesheets: string[], cookie: string): string {
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
    `        document.cookie = ${JSON.stringify(`${cookie}; path=/; max-age=31536000; samesite=lax`)};`,
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

/**
 * The files the server sends the app's pages from, by name, made of Vite's built index.html (`built`;
 * `stylesheet` reads a file of the build): index.html with the stylesheet inside, for a first visit; the
 * same linking it, for a browser that holds it; and the facts the server checks (`IndexPagesFacts`).
 */
export function indexPageFiles(built: string, stylesheet: (file: string) => string): Record<string, string> {
  const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g;
  const stylesheets = [...built.matchAll(STYLESHEET_LINK)].map((match) => `/${match[1]}`);
  const version = createHash('sha256').update(stylesheets.join(' ')).digest('base64url').slice(0, 12);
  const stylesheetCookie = `${STYLESHEET_COOKIE}=${version}`;
  const withStart = (html: string) => startScriptsAfterFirstPaint(html, stylesheets, stylesheetCookie);
  // On a first visit the stylesheet goes inside the page: the first paint then waits for the page alone,
  // not for a second file (one round trip less on a phone; the page is about 11 kB longer, compressed).
  const indexHtml = withStart(
    built.replace(STYLESHEET_LINK, (_link, file: string) => `<style>${stylesheet(file)}</style>`),
  );
  const linkedIndexHtml = withStart(
    built.replace(STYLESHEET_LINK, (_link, file: string) => `<link rel="stylesheet" href="/${file}">`),
  );
  // Both pages carry the same scripts written in the page; the Content-Security-Policy allows them by
  // their hashes. (Tailwind reads this file for class names: its comments avoid the word for that.)
  const inlineScriptHashes = [...indexHtml.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)]
    .map((match) => match[1] ?? '')
    .filter((body) => body.trim().length > 0)
    .map((body) => `sha256-${createHash('sha256').update(body).digest('base64')}`);
  const facts: IndexPagesFacts = { stylesheetCookie, inlineScriptHashes };
  return {
    'index.html': indexHtml,
    [LINKED_INDEX_HTML]: linkedIndexHtml,
    [INDEX_PAGES_FACTS]: `${JSON.stringify(facts, null, 2)}\n`,
  };
}

/**
 * Writes the files the server sends the app's pages from (`indexPageFiles`) at build time, in place of
 * Vite's index.html, so that the server only reads them.
 */
export function writeIndexPages(): Plugin {
  return {
    name: 'skillmatch-index-pages',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    generateBundle: {
      // After Vite has written index.html's tags and the stylesheet.
      order: 'post',
      handler(_options, bundle) {
        const built = bundle['index.html'];
        if (built?.type !== 'asset') throw new Error('the build wrote no index.html');
        const text = (source: string | Uint8Array) =>
          typeof source === 'string' ? source : new TextDecoder().decode(source);
        const files = indexPageFiles(text(built.source), (file) => {
          const asset = bundle[file];
          if (asset?.type !== 'asset') throw new Error(`index.html links ${file}, which the build lacks`);
          return text(asset.source);
        });
        delete bundle['index.html'];
        for (const [fileName, source] of Object.entries(files)) {
          this.emitFile({ type: 'asset', fileName, source });
        }
      },
    },
  };
}
