import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app-types';
import { createTestApp } from '../../../test/test-app';

describe('health and readiness', () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('GET /api/health answers ok while the process is up', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok' });
  });

  it('GET /api/ready answers 503 until the indexes are built, then names the database and counts tasks', async () => {
    const starting = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(starting.statusCode).toBe(503);
    expect(starting.json().message).toBe('Starting: the search and match indexes are still being built.');
    await Promise.all([app.searchIndex.current(), app.matchIndex.current()]);
    const response = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ready',
      database: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite',
      // A schedule's slot can add a task at any moment: pending is a count, none has failed.
      tasks: { pending: expect.any(Number), failed: 0 },
    });
  });

  it('GET /api/ready answers 503 with a readable message when the database is gone', async () => {
    const ping = app.database.ping;
    app.database.ping = () => Promise.reject(new Error('connection refused'));
    try {
      const response = await app.inject({ method: 'GET', url: '/api/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({
        code: 'UNAVAILABLE',
        message: 'The database is not reachable.',
      });
    } finally {
      app.database.ping = ping;
    }
  });
});
