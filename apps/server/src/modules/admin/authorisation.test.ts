import { DEFAULT_SITE_SETTINGS } from '@skillmatch/shared/site-settings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app-types';
import { sameOrigin, signUp, signUpAdmin, type TestAccount } from '../../../test/accounts';
import { createTestApp } from '../../../test/test-app';

const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';

interface Call {
  method: 'GET' | 'PUT' | 'PATCH' | 'POST';
  url: string;
  payload?: object;
}

/**
 * Every administrators' endpoint, with a request that is invalid (refused before validation for anyone
 * who is not an administrator) and one that is valid (for the administrator, who must get through).
 */
const ENDPOINTS: { name: string; invalid: Call; valid: Call }[] = [
  {
    name: 'GET /api/admin/settings',
    invalid: { method: 'GET', url: '/api/admin/settings' },
    valid: { method: 'GET', url: '/api/admin/settings' },
  },
  {
    name: 'PUT /api/admin/settings',
    invalid: { method: 'PUT', url: '/api/admin/settings', payload: { siteName: '' } },
    valid: { method: 'PUT', url: '/api/admin/settings', payload: DEFAULT_SITE_SETTINGS },
  },
  {
    name: 'GET /api/admin/stats',
    invalid: { method: 'GET', url: '/api/admin/stats' },
    valid: { method: 'GET', url: '/api/admin/stats' },
  },
  {
    name: 'GET /api/admin/activity',
    invalid: { method: 'GET', url: '/api/admin/activity?limit=0' },
    valid: { method: 'GET', url: '/api/admin/activity' },
  },
  {
    name: 'GET /api/admin/users',
    invalid: { method: 'GET', url: '/api/admin/users?status=gone&pageSize=0' },
    valid: { method: 'GET', url: '/api/admin/users?q=a&role=user&status=active' },
  },
  {
    name: 'GET /api/admin/users/:id',
    invalid: { method: 'GET', url: '/api/admin/users/%20%20' },
    valid: { method: 'GET', url: `/api/admin/users/${NO_SUCH_ID}` },
  },
  {
    name: 'PATCH /api/admin/users/:id',
    invalid: { method: 'PATCH', url: `/api/admin/users/${NO_SUCH_ID}`, payload: { role: 'owner' } },
    valid: { method: 'PATCH', url: `/api/admin/users/${NO_SUCH_ID}`, payload: { role: 'user' } },
  },
  {
    name: 'GET /api/admin/applications',
    invalid: { method: 'GET', url: '/api/admin/applications?pageSize=0&status=Nope' },
    valid: { method: 'GET', url: '/api/admin/applications' },
  },
  {
    name: 'GET /api/admin/applications/board',
    invalid: { method: 'GET', url: '/api/admin/applications/board?jobId=not-a-job' },
    valid: { method: 'GET', url: '/api/admin/applications/board' },
  },
  {
    name: 'GET /api/admin/applications/:id',
    invalid: { method: 'GET', url: '/api/admin/applications/not-an-id' },
    valid: { method: 'GET', url: `/api/admin/applications/${NO_SUCH_ID}` },
  },
  {
    name: 'POST /api/admin/applications/bulk',
    invalid: { method: 'POST', url: '/api/admin/applications/bulk', payload: { applicationIds: [] } },
    valid: {
      method: 'POST',
      url: '/api/admin/applications/bulk',
      payload: { applicationIds: [NO_SUCH_ID], status: 'Interview' },
    },
  },
  {
    name: 'GET /api/admin/jobs/applicants',
    invalid: { method: 'GET', url: '/api/admin/jobs/applicants' },
    valid: { method: 'GET', url: `/api/admin/jobs/applicants?jobId=${NO_SUCH_ID}` },
  },
  {
    name: 'GET /api/jobs/:id/candidates',
    invalid: { method: 'GET', url: '/api/jobs/not-a-job/candidates?limit=-1' },
    valid: { method: 'GET', url: `/api/jobs/${NO_SUCH_ID}/candidates` },
  },
  {
    name: 'PATCH /api/applications/:id',
    invalid: { method: 'PATCH', url: '/api/applications/not-an-id', payload: { status: 'Nope' } },
    valid: { method: 'PATCH', url: `/api/applications/${NO_SUCH_ID}`, payload: { status: 'Interview' } },
  },
];

describe('who may call the administrators’ endpoints', () => {
  let app: App;
  let seeker: TestAccount;
  let admin: TestAccount;

  beforeAll(async () => {
    app = await createTestApp();
    seeker = await signUp(app);
    admin = await signUpAdmin(app);
  });
  afterAll(() => app.close());

  const send = (call: Call, cookie?: string) =>
    app.inject({
      method: call.method,
      url: call.url,
      headers: { ...sameOrigin(app), ...(cookie ? { cookie } : {}) },
      ...(call.payload ? { payload: call.payload } : {}),
    });

  it.each(ENDPOINTS)('$name: a visitor gets 401, even with an invalid request', async ({ invalid }) => {
    const response = await send(invalid);
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('UNAUTHENTICATED');
  });

  it.each(ENDPOINTS)(
    '$name: a job seeker gets 403, even with an invalid request',
    async ({ invalid, valid }) => {
      for (const call of [invalid, valid]) {
        const response = await send(call, seeker.cookie);
        expect(response.statusCode, call.url).toBe(403);
        expect(response.json().code).toBe('FORBIDDEN');
      }
    },
  );

  it.each(ENDPOINTS)('$name: an administrator gets through', async ({ valid }) => {
    const response = await send(valid, admin.cookie);
    expect([401, 403]).not.toContain(response.statusCode);
    // The route exists: an unknown id is "not found" in words, never "no such endpoint".
    expect(response.json().message ?? '').not.toMatch(/^No such endpoint/);
  });
});
