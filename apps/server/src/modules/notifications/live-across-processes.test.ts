import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { App } from '../../app-types';
import { sameOrigin, signUp, signUpAdmin, type TestAccount } from '../../../test/accounts';
import { makeJob } from '../../../test/job-factory';
import { readStreamUntil } from '../../../test/processes';
import { createTestApp } from '../../../test/test-app';

describe('live notifications with two processes on one database', () => {
  let first: App;
  let second: App;
  let seeker: TestAccount;
  let admin: TestAccount;

  beforeAll(async () => {
    first = await createTestApp();
    second = await buildApp({ config: first.config, database: first.database, logger: false });
    await second.ready();
    seeker = await signUp(first, { name: 'Sam Seeker' });
    admin = await signUpAdmin(first);
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it('reaches a stream open on the other process', async () => {
    const job = await makeJob(first, { title: 'Platform Engineer', company: 'Acme' });
    const applied = await first.inject({
      method: 'POST',
      url: '/api/applications',
      headers: { ...sameOrigin(first), cookie: seeker.cookie },
      payload: {
        jobId: job.id,
        motivation: 'I have run platforms for years and would love to run yours too.',
      },
    });
    expect(applied.statusCode).toBe(201);

    await second.listen({ port: 0, host: '127.0.0.1' });
    const { port } = second.server.address() as AddressInfo;
    const stream = await fetch(`http://127.0.0.1:${port}/api/notifications/stream`, {
      headers: { cookie: seeker.cookie },
    });
    const reader = stream.body!.getReader();
    // The stream's first bytes: it is open, and its listener registered, before the change is made.
    await reader.read();

    const moved = await first.inject({
      method: 'PATCH',
      url: `/api/applications/${applied.json().applicationId}`,
      headers: { ...sameOrigin(first), cookie: admin.cookie },
      payload: { status: 'Interview' },
    });
    expect(moved.statusCode).toBe(200);

    const received = await readStreamUntil(reader, 'Application update: Interview');
    expect(received).toContain('event: notification');
    expect(received).toContain('Your application for Platform Engineer at Acme is now Interview.');
  });

  it('resumes from Last-Event-ID with what was missed, in order, with the usual headers', async () => {
    const job = await makeJob(first, { title: 'Site Reliability Engineer', company: 'Acme' });
    const applied = await first.inject({
      method: 'POST',
      url: '/api/applications',
      headers: { ...sameOrigin(first), cookie: seeker.cookie },
      payload: { jobId: job.id, motivation: 'I keep services up at night so that others can sleep well.' },
    });
    const move = (status: string) =>
      first.inject({
        method: 'PATCH',
        url: `/api/applications/${applied.json().applicationId}`,
        headers: { ...sameOrigin(first), cookie: admin.cookie },
        payload: { status },
      });
    expect((await move('In Progress')).statusCode).toBe(200);
    const bell = await first.inject({ url: '/api/notifications', headers: { cookie: seeker.cookie } });
    const seen = bell.json().items[0];
    expect(seen.title).toBe('Application update: In Progress');
    // Stored while the seeker's stream was away.
    expect((await move('Interview')).statusCode).toBe(200);
    expect((await move('Offer')).statusCode).toBe(200);

    const { port } = second.server.address() as AddressInfo;
    const stream = await fetch(`http://127.0.0.1:${port}/api/notifications/stream`, {
      headers: { cookie: seeker.cookie, 'last-event-id': seen.id, 'x-request-id': 'resume-check-1' },
    });
    expect(stream.headers.get('x-request-id')).toBe('resume-check-1');
    expect(stream.headers.get('x-content-type-options')).toBe('nosniff');
    expect(stream.headers.get('cache-control')).toBe('no-store');
    const received = await readStreamUntil(stream.body!.getReader(), 'Application update: Offer');
    const titles = [...received.matchAll(/"title":"([^"]+)"/g)].map((found) => found[1]);
    expect(titles).toEqual(['Application update: Interview', 'Application update: Offer']);
    // Each event is numbered in the order its notification committed.
    expect(received).toMatch(/^id: \d+$/m);
  });
});
