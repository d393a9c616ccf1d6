import { pathToFileURL } from 'node:url';
import { scriptJson } from './page-head';

/** A page the web app rendered on the server, and the API answers it was rendered with. */
export interface RenderedPage {
  html: string;
  pageData: unknown[];
}

/** The web app's server entry (apps/web/src/entry-server.tsx). */
export type RenderPage = (
  url: string,
  readApi: (path: string) => Promise<unknown>,
) => Promise<RenderedPage | undefined>;

/** The web app's server entry: it renders pages, and knows which paths are pages of the app. */
export interface ServerEntry {
  renderPage: RenderPage;
  isAppPage: (pathname: string) => boolean;
}

export async function loadServerEntry(serverEntry: string | undefined): Promise<ServerEntry | undefined> {
  if (!serverEntry) return undefined;
  return (await import(pathToFileURL(serverEntry).href)) as ServerEntry;
}

/** The app's empty root element, however the build wrote it (attributes, quotes, white space inside). */
const ROOT =
  /<div\b(?:[^>"']|"[^"]*"|'[^']*')*?\sid\s*=\s*["']?root["']?(?=[\s/>])(?:[^>"']|"[^"]*"|'[^']*')*>\s*<\/div>/i;

/**
 * index.html with the rendered page inside #root and its answers beside it as a JSON data block (not a
 * script the browser runs, so the Content Security Policy has nothing to allow).
 */
export function withRenderedPage(indexHtml: string, page: RenderedPage): string {
  return indexHtml.replace(
    ROOT,
    (root: string) =>
      `${root.replace(/\s*<\/div>$/, '')}${page.html}</div><script type="application/json" id="page-data">${scriptJson(page.pageData)}</script>`,
  );
}
