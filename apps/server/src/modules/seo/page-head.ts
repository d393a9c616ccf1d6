/** Text for an HTML attribute value or element text: nothing in it can end the attribute or open a tag. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** JSON inside a <script> element: no "</script>" or "<!--" can appear in it. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export interface PageMeta {
  title: string;
  description: string;
  url: string;
  /** An absolute image address for link previews (og:image). */
  image?: string;
  jsonLd?: unknown;
}

// One tag of the head: an attribute value may hold ">" or "/" inside its quotes.
const TAG_BODY = String.raw`(?:[^>"']|"[^"]*"|'[^']*')*`;
/**
 * What the head is read as, each piece with the white space before it: text the browser does not read
 * as tags (scripts, styles, comments) is taken whole and left alone; <title>, <meta> and <link> are
 * looked at; </head> ends the head.
 */
const HEAD_TOKEN = new RegExp(
  String.raw`(\s*)(` +
    [
      String.raw`<!--[\s\S]*?-->`,
      String.raw`<(script|style)\b${TAG_BODY}>[\s\S]*?<\/\3\s*>`,
      String.raw`<title\b${TAG_BODY}>[\s\S]*?<\/title\s*>`,
      String.raw`<(?:meta|link)\b${TAG_BODY}>`,
      String.raw`<\/head\s*>`,
    ].join('|') +
    ')',
  'gi',
);
const ATTRIBUTE = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

/** The attributes of a start tag, names lower-cased; whatever their order, quotes and line breaks. */
function attributesOf(tag: string): Map<string, string> {
  const inner = tag.replace(/^<[a-z]+/i, '').replace(/\/?>$/, '');
  const attributes = new Map<string, string>();
  for (const [, name = '', double, single, bare] of inner.matchAll(ATTRIBUTE)) {
    attributes.set(name.toLowerCase(), double ?? single ?? bare ?? '');
  }
  return attributes;
}

/** The tags this page says for itself: the template's own (the site's defaults) give way to them. */
function isPageTag(tag: string): boolean {
  if (/^<title\b/i.test(tag)) return true;
  const attributes = attributesOf(tag);
  if (/^<link\b/i.test(tag)) {
    return (attributes.get('rel') ?? '').toLowerCase().split(/\s+/).includes('canonical');
  }
  const name = (attributes.get('name') ?? '').toLowerCase();
  const property = (attributes.get('property') ?? '').toLowerCase();
  return name === 'description' || property.startsWith('og:');
}

/**
 * The app's index.html with this page's title, description, Open Graph tags, canonical link and
 * structured data. Whatever of these the template's head already has (the site's defaults, formatted
 * however the build left them) is taken out, and the page's own go where the first of them stood, or
 * else at the end of the head: every page carries each tag exactly once.
 */
export function pageHtml(indexHtml: string, meta: PageMeta): string {
  const block = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(meta.url)}" />`,
    `<meta property="og:type" content="website" />`,
    ...(meta.image ? [`<meta property="og:image" content="${escapeHtml(meta.image)}" />`] : []),
    `<link rel="canonical" href="${escapeHtml(meta.url)}" />`,
    ...(meta.jsonLd ? [`<script type="application/ld+json">${scriptJson(meta.jsonLd)}</script>`] : []),
  ].join('\n    ');

  let headEnd = -1;
  for (const match of indexHtml.matchAll(HEAD_TOKEN)) {
    if (/^<\/head/i.test(match[2] ?? '')) {
      headEnd = match.index + (match[1] ?? '').length;
      break;
    }
  }
  // Not a page (Vite always writes a head): left as it is rather than refused.
  if (headEnd < 0) return indexHtml;

  let placed = false;
  const head = indexHtml.slice(0, headEnd).replace(HEAD_TOKEN, (token, space: string, tag: string) => {
    if (/^<(!--|script|style)/i.test(tag) || !isPageTag(tag)) return token;
    // A tag of the template's goes with the line break and indent before it.
    if (placed) return '';
    placed = true;
    return `${space}${block}`;
  });
  return placed
    ? head + indexHtml.slice(headEnd)
    : `${head.trimEnd()}\n    ${block}\n  ${indexHtml.slice(headEnd)}`;
}
