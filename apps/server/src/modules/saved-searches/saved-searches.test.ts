import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestAs, signUp, type TestAccount } from '../../../test/accounts';
import { createTestApp } from '../../../test/test-app';
import type { App } from '../../app-types';
import { alertToken } from './alert-links';

describe('/api/saved-searches', () => {
  let app: App;
  let owner: TestAccount;
  let other: TestAccount;

  beforeAll(async () => {
    app = await createTestApp();
    owner = await signUp(app, { name: 'Olive Owner' });
    other = await signUp(app, { name: 'Otto Other' });
  });
  afterAll(() => app.close());

  it('saves a search with the job list’s filters, a suggested name, and answers it', async () => {
    const created = await requestAs(app, owner, 'POST', '/api/saved-searches', {
      query: { q: 'react', location: 'Lisbon', remote: true, skills: ['TypeScript'], salaryMin: 50000 },
      frequency: 'daily',
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json();
    const read = await requestAs(app, owner, 'GET', `/api/saved-searches/${id}`);
    expect(read.json()).toMatchObject({
      id,
      name: 'Remote react, TypeScript jobs in Lisbon',
      query: { q: 'react', location: 'Lisbon', remote: 'true', skills: ['TypeScript'], salaryMin: '50000' },
      frequency: 'daily',
      minMatch: null,
      paused: false,
      confirmed: true,
      lastSentAt: null,
      sent: [],
    });
    const list = await requestAs(app, owner, 'GET', '/api/saved-searches');
    expect(list.json().items.map((item: { id: string }) => item.id)).toEqual([id]);
    expect((await requestAs(app, other, 'GET', '/api/saved-searches')).json().items).toEqual([]);
  });

  it('saves a match alert without text', async () => {
    const created = await requestAs(app, owner, 'POST', '/api/saved-searches', {
      query: {},
      frequency: 'instant',
      minMatch: 70,
    });
    expect(created.statusCode).toBe(201);
    const read = await requestAs(app, owner, 'GET', `/api/saved-searches/${created.json().id}`);
    expect(read.json()).toMatchObject({ name: 'Jobs that match me at 70%', minMatch: 70, query: {} });
  });

  it.each([
    [{ query: { q: 'x' }, frequency: 'hourly' }, 'frequency', 'Choose how often: instant, daily or weekly'],
    [{ query: { q: 'x' } }, 'frequency', 'Choose how often: instant, daily or weekly'],
    [{ query: { type: 'Gig' }, frequency: 'daily' }, 'query.type', undefined],
    [{ query: { salaryMin: -5 }, frequency: 'daily' }, 'query.salaryMin', undefined],
    [{ query: { colour: 'blue' }, frequency: 'daily' }, 'query', 'Unknown search field: colour'],
    [
      { query: { q: 'x' }, frequency: 'daily', minMatch: 140 },
      'minMatch',
      'Minimum match must be from 1 to 100',
    ],
    [
      { query: { q: 'x' }, frequency: 'daily', timeZone: 'Mars/Olympus' },
      'timeZone',
      'Time zone must be a name such as "Europe/Lisbon"',
    ],
  ])('refuses %j with a message on %s', async (body, field, message) => {
    const before = (await requestAs(app, owner, 'GET', '/api/saved-searches')).json().items.length;
    const response = await requestAs(app, owner, 'POST', '/api/saved-searches', body);
    expect(response.statusCode).toBe(400);
    const fields = response.json().fields as Record<string, string>;
    expect(Object.keys(fields)).toContain(field);
    if (message) expect(fields[field]).toBe(message);
    expect((await requestAs(app, owner, 'GET', '/api/saved-searches')).json().items).toHaveLength(before);
  });

  it('asks visitors to sign in', async () => {
    expect((await requestAs(app, null, 'GET', '/api/saved-searches')).statusCode).toBe(401);
    expect(
      (await requestAs(app, null, 'POST', '/api/saved-searches', { query: {}, frequency: 'daily' }))
        .statusCode,
    ).toBe(401);
  });

  it('changes, pauses and deletes an alert of its owner only', async () => {
    const { id } = (
      await requestAs(app, owner, 'POST', '/api/saved-searches', { query: { q: 'go' }, frequency: 'weekly' })
    ).json();
    expect(
      (await requestAs(app, other, 'PATCH', `/api/saved-searches/${id}`, { paused: true })).statusCode,
    ).toBe(404);
    expect((await requestAs(app, other, 'DELETE', `/api/saved-searches/${id}`)).statusCode).toBe(404);
    const changed = await requestAs(app, owner, 'PATCH', `/api/saved-searches/${id}`, {
      name: 'Go work',
      frequency: 'instant',
      paused: true,
    });
    expect(changed.json()).toMatchObject({ name: 'Go work', frequency: 'instant', paused: true });
    const empty = await requestAs(app, owner, 'PATCH', `/api/saved-searches/${id}`, {});
    expect(empty.statusCode).toBe(400);
    const wrong = await requestAs(app, owner, 'PATCH', `/api/saved-searches/${id}`, { frequency: 'monthly' });
    expect(wrong.json().fields).toEqual({ frequency: 'Choose how often: instant, daily or weekly' });
    expect((await requestAs(app, owner, 'DELETE', `/api/saved-searches/${id}`)).json()).toEqual({
      deleted: true,
    });
    expect((await requestAs(app, owner, 'GET', `/api/saved-searches/${id}`)).statusCode).toBe(404);
  });

  it('lets an email’s signed link pause, change and delete its alert signed out, and no other', async () => {
    const { id } = (
      await requestAs(app, owner, 'POST', '/api/saved-searches', { query: { q: 'rust' }, frequency: 'daily' })
    ).json();
    const { id: otherId } = (
      await requestAs(app, other, 'POST', '/api/saved-searches', { query: { q: 'rust' }, frequency: 'daily' })
    ).json();
    const token = alertToken(app.config.authSecret, 'manage', id);
    const link = `/api/saved-searches/${id}/link?token=${token}`;
    expect((await requestAs(app, null, 'GET', link)).json()).toEqual({
      id,
      name: 'Rust jobs',
      frequency: 'daily',
      paused: false,
    });
    expect(
      (await requestAs(app, null, 'GET', `/api/saved-searches/${otherId}/link?token=${token}`)).statusCode,
    ).toBe(404);
    expect(
      (await requestAs(app, null, 'DELETE', `/api/saved-searches/${otherId}/link?token=${token}`)).statusCode,
    ).toBe(404);
    const confirmToken = alertToken(app.config.authSecret, 'confirm', id);
    expect(
      (await requestAs(app, null, 'GET', `/api/saved-searches/${id}/link?token=${confirmToken}`)).statusCode,
    ).toBe(404);
    expect(
      (await requestAs(app, null, 'PATCH', link, { paused: true, frequency: 'weekly' })).json(),
    ).toMatchObject({
      paused: true,
      frequency: 'weekly',
    });
    expect((await requestAs(app, null, 'DELETE', link)).json()).toEqual({ deleted: true });
    expect((await requestAs(app, null, 'GET', link)).statusCode).toBe(404);
    expect((await requestAs(app, other, 'GET', `/api/saved-searches/${otherId}`)).statusCode).toBe(200);
  });
});
