import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app-types';
import { readWebAppBuild } from '../../plugins/web-app';
import { signUp } from '../../../test/accounts';
import { makeJob } from '../../../test/job-factory';
import { createTestApp } from '../../../test/test-app';
import { writeIndexPageFiles } from '../../../test/web-build';

describe('public pages rendered on the server', () => {
  let app: App;
  let root: string;

  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'skillmatch-rendered-'));
    const dist = path.join(root, 'dist');
    mkdirSync(dist);
    mkdirSync(path.join(root, 'dist-ssr'));
    writeIndexPageFiles(
      dist,
      '<!doctype html><html><head><meta name="description" content="Generic." /><title>SkillMatch</title></head><body><div id="root"></div></body></html>',
    );
    // A stand-in for the web app's server entry: it reads the session as the visitor and renders the path.
    writeFileSync(
      path.join(root, 'dist-ssr', 'entry-server.js'),
      `export async function renderPage(url, readApi) {
        const path = new URL(url).pathname;
        if (path === '/careers') throw new Error('cannot render');
        const session = await readApi('/api/session');
        globalThis.pagesRendered = (globalThis.pagesRendered ?? 0) + 1;
        return { html: '<h1>Rendered ' + path + '</h1><p>Rendering ' + globalThis.pagesRendered + '</p>', pageData: [{ key: ['session'], data: session }, { key: ['note'], data: '</script><script>alert(1)</script>' }] };
      }`,
    );
    app = await createTestApp({ webApp: readWebAppBuild(dist)! });
  });
  afterAll(async () => {
    await app.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('sends the page rendered, with the answers it was rendered with, for this visitor only', async () => {
    const response = await app.inject({ method: 'GET', url: '/about' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(response.body).toContain('<div id="root"><h1>Rendered /about</h1>');
    const data = response.body.match(
      /<script type="application\/json" id="page-data">([\s\S]*?)<\/script>/,
    )?.[1];
    expect(JSON.parse(data ?? 'null')).toEqual([
      {
        key: ['session'],
        data: {
          user: null,
          expiresAt: null,
          googleSignIn: false,
          site: { name: 'SkillMatch', signUpOpen: true, jobsPageSize: 20 },
        },
      },
      { key: ['note'], data: '</script><script>alert(1)</script>' },
    ]);
    expect(response.body).not.toContain('<script>alert(1)</script>');
  });

  it('renders a page once for visitors who are not signed in, again after the catalogue changes', async () => {
    const rendering = async (cookie?: string) =>
      (
        await app.inject({ method: 'GET', url: '/how-it-works', headers: cookie ? { cookie } : {} })
      ).body.match(/Rendering (\d+)/)?.[1];
    const first = await rendering();
    expect(await rendering()).toBe(first);
    const seeker = await signUp(app);
    const forSeeker = await rendering(seeker.cookie);
    expect(forSeeker).not.toBe(first);
    expect(await rendering(seeker.cookie)).not.toBe(forSeeker);
    await makeJob(app);
    const afterChange = await rendering();
    expect(afterChange).not.toBe(first);
    expect(await rendering()).toBe(afterChange);
  });

  it('sends a kept page compressed as the browser asks, compressing it once', async () => {
    const get = (acceptEncoding: string) =>
      app.inject({ method: 'GET', url: '/contact', headers: { 'accept-encoding': acceptEncoding } });
    const brotli = await get('gzip, deflate, br');
    expect(brotli.headers).toMatchObject({
      'content-encoding': 'br',
      vary: expect.stringMatching(/accept-encoding/i),
    });
    const page = brotliDecompressSync(brotli.rawPayload).toString();
    expect(page).toContain('<h1>Rendered /contact</h1>');
    const gzip = await get('br;q=0, gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(page);
    const plain = await get('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(page);
  });

  it('sends the app alone when the page cannot be rendered', async () => {
    const response = await app.inject({ method: 'GET', url: '/careers' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).toContain('<title>Careers - SkillMatch</title>');
  });
});
