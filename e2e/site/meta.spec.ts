import { expect, test, type APIRequestContext } from '../support/test';

interface JobSummary {
  id: string;
  title: string;
  company: string;
}

/** Text of an attribute value as the browser reads it. */
const decode = (text: string) =>
  text
    .replace(/&#(\d+);/g, (_entity, code: string) => String.fromCharCode(Number(code)))
    .replace(/&#x([0-9a-f]+);/gi, (_entity, code: string) => String.fromCharCode(parseInt(code, 16)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The content of every <meta name="description"> of the page, however each tag is laid out. */
async function descriptionsOf(request: APIRequestContext, url: string): Promise<string[]> {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  expect(response.headers()['content-type'], url).toContain('text/html');
  const html = await response.text();
  const head = html.slice(0, html.search(/<\/head\s*>/i));
  return [...head.matchAll(/<meta\b(?:[^>"']|"[^"]*"|'[^']*')*>/gi)]
    .map((match) => match[0])
    .filter((tag) => /\sname\s*=\s*["']?description["'\s/>]/i.test(tag))
    .map((tag) =>
      decode(
        tag
          .match(/\scontent\s*=\s*(?:"([^"]*)"|'([^']*)')/i)
          ?.slice(1)
          .join('') ?? '',
      ),
    );
}

test('the built site gives each public page its own description, once', async ({ request }) => {
  const { jobs } = (await (await request.get('/api/jobs?pageSize=1')).json()) as { jobs: JobSummary[] };
  const job = jobs[0];
  expect(job).toBeDefined();
  if (!job) return;

  const urls = ['/', '/jobs', '/jobs/technology', `/jobs/${job.id}`];
  const descriptions: string[] = [];
  for (const url of urls) {
    const found = await descriptionsOf(request, url);
    expect(found, url).toHaveLength(1);
    expect(found[0], url).not.toBe('');
    descriptions.push(found[0] ?? '');
  }
  expect(new Set(descriptions).size, descriptions.join('\n')).toBe(urls.length);

  const [, list, category, jobPage = ''] = descriptions;
  expect(list).toMatch(/^Every open job on /);
  expect(category).toMatch(/technology jobs/i);
  expect(jobPage.includes(job.title) || jobPage.includes(job.company), jobPage).toBe(true);
});

test('a missing file of the build is a 404, not the app, with the security headers', async ({ request }) => {
  // A file the build has is served as a script.
  const home = await (await request.get('/')).text();
  const script = home.match(/"(\/assets\/[^"]+\.js)"/)?.[1];
  expect(script).toBeDefined();
  const present = await request.get(script ?? '');
  expect(present.status()).toBe(200);
  expect(present.headers()['content-type']).toContain('javascript');

  for (const url of ['/assets/nope.js', '/assets/nope.css', '/assets/']) {
    const response = await request.get(url, { headers: { 'x-request-id': 'e2e-missing-file' } });
    expect(response.status(), url).toBe(404);
    const headers = response.headers();
    expect(headers['content-type'], url).not.toContain('text/html');
    expect(headers['x-request-id'], url).toBe('e2e-missing-file');
    expect(headers['content-security-policy'], url).toContain("default-src 'self'");
    expect(headers['x-content-type-options'], url).toBe('nosniff');
    expect(await response.json(), url).toMatchObject({
      statusCode: 404,
      code: 'NOT_FOUND',
      requestId: 'e2e-missing-file',
    });
  }
});
