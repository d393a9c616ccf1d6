import { describe, expect, it } from 'vitest';
import { descriptionsOf, tagsWith } from '../../../test/page-tags';
import { WEB_INDEX_HTML } from '../../../test/web-build';
import { pageHtml } from './page-head';

describe('the head of a page', () => {
  const meta = {
    title: 'Nurse at St Mary - SkillMatch',
    description: 'Night shifts & "more".',
    url: 'https://x.test/jobs/1',
  };

  it.each([
    ['one line', '<meta name="description" content="Generic." />'],
    ['attributes over lines', '<meta\n      name="description"\n      content="Generic."\n    />'],
    ['content first, no slash', '<meta content="Generic." name="description">'],
    ['single quotes, upper case', "<META CONTENT='Generic, with > in it.' NAME='Description'>"],
    ['no quotes', '<meta name=description content=Generic.>'],
  ])('replaces the template’s description written on %s', (_layout, tag) => {
    const template = `<!doctype html>\n<html>\n  <head>\n    <meta charset="UTF-8" />\n    ${tag}\n    <title>\n      SkillMatch\n    </title>\n    <meta property="og:type" content="article">\n    <link href="https://x.test/" rel="canonical">\n  </head>\n  <body><div id="root"></div></body>\n</html>\n`;
    const html = pageHtml(template, meta);
    expect(descriptionsOf(html)).toEqual(['Night shifts &#38; &#34;more&#34;.']);
    expect(html).not.toContain('Generic');
    expect(html).not.toMatch(/SkillMatch\n/);
    expect(html.match(/<title>/gi)).toHaveLength(1);
    expect(tagsWith(html, 'meta', /og:type/)).toEqual(['<meta property="og:type" content="website" />']);
    expect(tagsWith(html, 'link', /canonical/)).toEqual([
      '<link rel="canonical" href="https://x.test/jobs/1" />',
    ]);
    // The page's tags stand where the template's first one stood, each on its own line.
    expect(html).toContain(
      '<meta charset="UTF-8" />\n    <title>Nurse at St Mary - SkillMatch</title>\n    <meta name="description"',
    );
    expect(html).toContain('<link rel="canonical" href="https://x.test/jobs/1" />\n  </head>\n  <body>');
  });

  it('leaves scripts, styles and comments in the head as they are', () => {
    const script = '<script>var s = \'<meta name="description" content="in a script">\';</script>';
    const style = '<style>a::after{content:"<title>x</title>"}</style>';
    const comment = '<!-- <meta name="description" content="in a comment"> -->';
    const template = `<html><head>${script}${style}${comment}<meta name="description" content="Generic."></head><body></body></html>`;
    const html = pageHtml(template, meta);
    expect(html).toContain(script);
    expect(html).toContain(style);
    expect(html).toContain(comment);
    expect(html).not.toContain('Generic.');
  });

  it('adds the tags at the end of a head that has none of them', () => {
    const html = pageHtml('<html><head><meta charset="utf-8"></head><body></body></html>', {
      ...meta,
      jsonLd: { name: '</script>' },
    });
    expect(html).toContain('<meta charset="utf-8">\n    <title>Nurse at St Mary - SkillMatch</title>');
    expect(html).toContain(
      '<script type="application/ld+json">{"name":"\\u003c/script>"}</script>\n  </head>',
    );
  });

  it('finds the description of the web app’s own index.html', () => {
    const html = pageHtml(WEB_INDEX_HTML, meta);
    expect(descriptionsOf(html)).toEqual(['Night shifts &#38; &#34;more&#34;.']);
    expect(html).not.toContain('find jobs that fit your skills');
  });
});
