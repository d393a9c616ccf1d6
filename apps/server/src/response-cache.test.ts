import Fastify from 'fastify';
import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ResponseCache } from './response-cache';

/** A server whose one route answers through `kept`, counting the answers it had to make. */
function serverKeeping(kept: ResponseCache) {
  const made: string[] = [];
  const app = Fastify();
  app.get('/search', (request, reply) =>
    kept.send(request, reply, 'catalogue 1', async () => {
      made.push(request.url);
      return {
        status: 200,
        type: 'application/json',
        body: JSON.stringify({ url: request.url, pad: 'x'.repeat(1000) }),
      };
    }),
  );
  return { app, made };
}

describe('answers kept per URL', () => {
  it('makes an answer once while it is kept, and again once a long tail of other searches pushed it out', async () => {
    const kept = new ResponseCache(500, 60_000, 10_000);
    const { app, made } = serverKeeping(kept);
    await app.inject('/search?q=react');
    await app.inject('/search?q=react');
    expect(made).toEqual(['/search?q=react']);

    for (let page = 1; page <= 30; page++) await app.inject(`/search?q=other&page=${page}`);
    expect(kept.cachedBytes).toBeLessThanOrEqual(10_000);

    await app.inject('/search?q=react');
    expect(made.filter((url) => url === '/search?q=react')).toHaveLength(2);
  });

  it('keeps the answers asked for most recently, counting their compressed copies', async () => {
    const kept = new ResponseCache(500, 60_000, 4_500);
    const { app, made } = serverKeeping(kept);
    const brotli = { 'accept-encoding': 'br' };
    for (const q of ['a', 'b', 'c', 'd']) await app.inject({ url: `/search?q=${q}`, headers: brotli });
    // Asking for "a" again keeps it; the next new answer pushes out the least recently asked ("b").
    await app.inject({ url: '/search?q=a', headers: brotli });
    await app.inject({ url: '/search?q=e', headers: brotli });
    await app.inject({ url: '/search?q=a', headers: brotli });
    await app.inject({ url: '/search?q=b', headers: brotli });
    expect(made.filter((url) => url === '/search?q=a')).toHaveLength(1);
    expect(made.filter((url) => url === '/search?q=b')).toHaveLength(2);
    expect(kept.cachedBytes).toBeLessThanOrEqual(4_500);
  });

  it('compresses an answer quickly for its first request, and better once it is asked again', async () => {
    const words = ['react', 'engineer', 'remote', 'london', 'senior', 'python', 'data', 'platform'];
    // Text like a page of jobs: words repeating in no simple pattern.
    const body = Array.from({ length: 4000 }, (_, index) => words[(index * index + 7 * index) % 8]).join(' ');
    const app = Fastify();
    const kept = new ResponseCache();
    app.get('/kept', (request, reply) =>
      kept.send(request, reply, 'catalogue 1', async () => ({ status: 200, type: 'text/plain', body })),
    );
    const brotli = { 'accept-encoding': 'br' };
    const sizes = [];
    for (let ask = 0; ask < 3; ask++) {
      const answer = await app.inject({ url: '/kept', headers: brotli });
      expect(brotliDecompressSync(answer.rawPayload).toString()).toBe(body);
      sizes.push(answer.rawPayload.length);
    }
    expect(sizes[1]).toBeLessThan(sizes[0]!);
    expect(sizes[2]).toBe(sizes[1]);
  });

  it('makes an answer once for requests that arrive while it is being made', async () => {
    const kept = new ResponseCache();
    const { app, made } = serverKeeping(kept);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        app.inject({ url: '/search?q=react', headers: { 'accept-encoding': 'gzip' } }),
      ),
    );
    expect(made).toEqual(['/search?q=react']);
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
  });

  it('makes the answer again for a request after a failed making', async () => {
    const kept = new ResponseCache();
    const app = Fastify();
    let calls = 0;
    app.get('/search', (request, reply) =>
      kept.send(request, reply, 'catalogue 1', async () => {
        calls += 1;
        if (calls === 1) throw new Error('the database went away');
        return { status: 200, type: 'text/plain', body: 'found' };
      }),
    );
    expect((await app.inject('/search')).statusCode).toBe(500);
    const again = await app.inject('/search');
    expect(again.body).toBe('found');
  });

  it('counts a kept page by its bytes, not its characters, and sends it unchanged', async () => {
    // A salary's en dash and a chip's curly quotes: three bytes each in UTF-8, two in V8's string.
    const body = `<p>\u201cdata\u201d \u00a340k\u201360k</p>`.repeat(100);
    const app = Fastify();
    const kept = new ResponseCache();
    app.get('/jobs', (request, reply) =>
      kept.send(request, reply, 'catalogue 1', async () => ({
        status: 200,
        type: 'text/html; charset=utf-8',
        body,
      })),
    );
    const answer = await app.inject('/jobs');
    expect(answer.body).toBe(body);
    expect(kept.cachedBytes).toBe(Buffer.byteLength(body));
    expect(kept.cachedBytes).toBeGreaterThan(body.length);
  });
});
