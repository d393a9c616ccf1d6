import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { pdfInflatingTo } from './pdf';
import { cookieOf, freePort, ready, scratchDir, startServer } from './processes';

/**
 * A process told to stop (SIGTERM, as a deployment does) while resumes are being read finishes every
 * upload it took, answers each, and exits cleanly.
 */
describe('stopping with uploads under way', () => {
  const dataDir = scratchDir();
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('answers every upload it took and exits 0', async () => {
    const port = await freePort();
    const server = startServer({ PORT: String(port), DATA_DIR: dataDir });
    await ready(server);
    const base = `http://localhost:${port}`;
    const origin = { origin: base };
    // Four people, two uploads each: the queue holds work for longer than the old ten-second grace.
    const people = await Promise.all(
      [0, 1, 2, 3].map(async (index) => {
        const email = `uploader-${index}@example.com`;
        const signedUp = await fetch(`${base}/api/auth/sign-up/email`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...origin },
          body: JSON.stringify({ email, name: 'Una Uploader', password: 'correct horse battery' }),
        });
        expect(signedUp.status).toBe(200);
        return { email, cookie: cookieOf(signedUp) };
      }),
    );
    const heavy = pdfInflatingTo(24);
    const uploads = people.flatMap((person) =>
      [0, 1].map(() => {
        const form = new FormData();
        form.append('file', new Blob([heavy], { type: 'application/pdf' }), 'resume.pdf');
        return fetch(`${base}/api/user/${encodeURIComponent(person.email)}/resume`, {
          method: 'PUT',
          headers: { cookie: person.cookie, ...origin },
          body: form,
        }).then(
          (response) => response.status,
          (error: Error) => error.message,
        );
      }),
    );
    // Once the first is answered, the others' bytes are in and they wait for their reading: stop now.
    await Promise.race(uploads);
    server.child.kill('SIGTERM');
    const answers = await Promise.all(uploads);
    // Read (200) or refused as too complex to read in time (413): answered either way, never cut off.
    for (const answer of answers) expect([200, 413]).toContain(answer);
    const code = await server.exited;
    expect(code, server.output().slice(-3000)).toBe(0);
  }, 180_000);
});
