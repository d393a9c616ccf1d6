/** Every `<meta …>` or `<link …>` start tag of a page with the given attribute, whatever its layout. */
export const tagsWith = (html: string, tag: 'meta' | 'link', attribute: RegExp) =>
  [...html.matchAll(new RegExp(`<${tag}\\b[^>]*>`, 'gi'))]
    .map((match) => match[0])
    .filter((found) => attribute.test(found));
/** The content of each `<meta name="description">` of a page, in order. */
export const descriptionsOf = (html: string) =>
  tagsWith(html, 'meta', /\sname\s*=\s*["']?description\b/i).map(
    (tag) => tag.match(/\scontent\s*=\s*"([^"]*)"/)?.[1],
  );
