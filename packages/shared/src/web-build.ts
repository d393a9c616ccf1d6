/**
 * What the web app's build writes for the server beside index.html (apps/web/vite/index-pages.ts): the
 * server sends these pages as they are.
 */

/** index.html with the stylesheet linked rather than inside, for a browser that holds the stylesheet. */
export const LINKED_INDEX_HTML = 'index-linked.html';

/** The facts about the pages that the server checks (`IndexPagesFacts`, as JSON). */
export const INDEX_PAGES_FACTS = 'index-pages.json';

/** Names the stylesheet version the browser holds in its cache (set by the page's start script). */
export const STYLESHEET_COOKIE = 'skillmatch-css';

export interface IndexPagesFacts {
  /** `name=value` of the cookie that says the browser holds this build's stylesheet. */
  stylesheetCookie: string;
  /** sha256 sources ('sha256-…') of the inline scripts both pages carry, for the Content-Security-Policy. */
  inlineScriptHashes: string[];
}
