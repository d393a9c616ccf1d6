import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app-types';
import { sameOrigin, signUp, signUpAdmin, type TestAccount } from '../../../test/accounts';
import { createTestApp } from '../../../test/test-app';

const PROFILE = {
  headline: 'Frontend engineer',
  bio: 'I build accessible interfaces.',
  location: 'Berlin, Germany',
  skills: [' React ', 'TypeScript', 'react', ''],
};

describe('the user calls kept for other clients, authorised', () => {
  let app: App;
  let self: TestAccount;
  let other: TestAccount;
  let admin: TestAccount;

  beforeAll(async () => {
    app = await createTestApp();
    self = await signUp(app, { name: 'Sam Self' });
    other = await signUp(app, { name: 'Olga Other' });
    admin = await signUpAdmin(app);
  });
  afterAll(() => app.close());

  type Viewer = 'signed out' | 'other user' | 'self' | 'admin';
  const cookieOf = (viewer: Viewer) =>
    ({ 'signed out': undefined, 'other user': other.cookie, self: self.cookie, admin: admin.cookie })[viewer];
  const call = (viewer: Viewer, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) => {
    const cookie = cookieOf(viewer);
    return app.inject({
      method,
      url,
      headers: { ...sameOrigin(app), ...(cookie ? { cookie } : {}) },
      ...(payload ? { payload } : {}),
    });
  };

  const MATRIX: [string, (viewer: Viewer) => ReturnType<typeof call>, Record<Viewer, number>][] = [
    [
      'POST /api/jwt',
      (viewer) => call(viewer, 'POST', '/api/jwt'),
      { 'signed out': 401, 'other user': 200, self: 200, admin: 200 },
    ],
    [
      'POST /api/logout',
      (viewer) => call(viewer, 'POST', '/api/logout'),
      { 'signed out': 200, 'other user': 200, self: 200, admin: 200 },
    ],
    [
      'POST /api/user',
      (viewer) =>
        call(viewer, 'POST', '/api/user', { email: self.email, displayName: `Renamed by ${viewer}` }),
      { 'signed out': 401, 'other user': 200, self: 200, admin: 200 },
    ],
    [
      "GET /api/user/:email (self's record)",
      (viewer) => call(viewer, 'GET', `/api/user/${encodeURIComponent(self.email)}`),
      { 'signed out': 401, 'other user': 403, self: 200, admin: 200 },
    ],
    [
      "PATCH /api/user/:email (self's record)",
      (viewer) => call(viewer, 'PATCH', `/api/user/${encodeURIComponent(self.email)}`, { profile: PROFILE }),
      { 'signed out': 401, 'other user': 403, self: 200, admin: 403 },
    ],
  ];

  // Logout ends sessions, so every viewer gets fresh cookies for each row.
  const refreshSessions = async () => {
    self = await signUp(app, { name: 'Sam Self' });
    other = await signUp(app, { name: 'Olga Other' });
    admin = await signUpAdmin(app);
  };

  for (const [route, request, expected] of MATRIX) {
    it(`${route}: ${Object.entries(expected)
      .map(([viewer, status]) => `${viewer} ${status}`)
      .join(', ')}`, async () => {
      await refreshSessions();
      for (const viewer of ['signed out', 'other user', 'self', 'admin'] as const) {
        const response = await request(viewer);
        expect({ viewer, status: response.statusCode }).toEqual({ viewer, status: expected[viewer] });
        if (response.statusCode >= 400) expect(response.json().message).toEqual(expect.any(String));
      }
    });
  }

  it("a cookie never reads or changes another person's record", async () => {
    await refreshSessions();
    const read = await call('other user', 'GET', `/api/user/${encodeURIComponent(self.email)}`);
    expect(read.statusCode).toBe(403);
    expect(read.body).not.toContain(self.id);

    const upsert = await call('other user', 'POST', '/api/user', {
      email: self.email,
      displayName: 'Hijacked',
    });
    expect(upsert.json()).toMatchObject({ email: other.email, displayName: 'Hijacked' });
    const selfRecord = await call('self', 'GET', `/api/user/${encodeURIComponent(self.email)}`);
    expect(selfRecord.json().displayName).toBe('Sam Self');
  });

  it("GET /api/user/:email answers the user record's fields", async () => {
    await refreshSessions();
    const response = await call('self', 'GET', `/api/user/${encodeURIComponent(self.email.toUpperCase())}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      email: self.email,
      name: 'Sam Self',
      displayName: 'Sam Self',
      dbPhoto: null,
      role: 'user',
      progress: 0,
      profile: null,
      applications: [],
      applicationStats: { applied: 0, inProgress: 0, interviews: 0, offers: 0, rejected: 0 },
    });
  });

  it('tells an administrator about an unknown user with 404, and a regular user nothing (403)', async () => {
    await refreshSessions();
    expect((await call('admin', 'GET', '/api/user/nobody%40example.com')).statusCode).toBe(404);
    expect((await call('self', 'GET', '/api/user/nobody%40example.com')).statusCode).toBe(403);
  });

  it('PATCH /api/user/:email saves the profile, tidied, and raises the completion', async () => {
    await refreshSessions();
    const response = await call('self', 'PATCH', `/api/user/${encodeURIComponent(self.email)}`, {
      profile: PROFILE,
    });
    expect(response.statusCode).toBe(200);
    const { user } = response.json();
    expect(user.profile.skills).toEqual(['React', 'TypeScript']);
    expect(user.progress).toBe(25);
  });

  it.each([
    [{ ...PROFILE, headline: '   ' }, 'profile.headline', 'Professional headline is required'],
    [{ ...PROFILE, bio: '' }, 'profile.bio', 'Bio is required'],
    [{ ...PROFILE, location: ' ' }, 'profile.location', 'Location is required'],
    [{ ...PROFILE, skills: [' ', ''] }, 'profile.skills', 'At least one skill is required'],
  ])('PATCH refuses %j naming %s, and keeps the saved profile', async (profile, field, message) => {
    await refreshSessions();
    const url = `/api/user/${encodeURIComponent(self.email)}`;
    await call('self', 'PATCH', url, { profile: PROFILE });
    const response = await call('self', 'PATCH', url, { profile });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message, fields: { [field]: message } });
    expect((await call('self', 'GET', url)).json().profile.headline).toBe('Frontend engineer');
  });
});
