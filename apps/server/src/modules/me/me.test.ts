import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app-types';
import { requestAs, signUp, type TestAccount } from '../../../test/accounts';
import { makeJob } from '../../../test/job-factory';
import { createTestApp } from '../../../test/test-app';

const PROFILE = {
  headline: 'Frontend engineer',
  bio: 'I build accessible interfaces.',
  location: 'Berlin, Germany',
  skills: ['React', 'TypeScript'],
};

/** /api/me: one's own account with no address in the URL, the session deciding whose. */
describe('/api/me', () => {
  let app: App;
  let self: TestAccount;
  let other: TestAccount;

  beforeAll(async () => {
    app = await createTestApp();
    self = await signUp(app, { name: 'Mia Me' });
    other = await signUp(app, { name: 'Otto Other' });
    await makeJob(app, { title: 'React Engineer', skills: ['React', 'TypeScript'] });
  });
  afterAll(() => app.close());

  it('reads, saves and extends the signed-in person’s own record, and nobody else’s', async () => {
    expect((await requestAs(app, null, 'GET', '/api/me')).statusCode).toBe(401);
    const saved = await requestAs(app, self, 'PATCH', '/api/me', { profile: PROFILE });
    expect(saved.statusCode).toBe(200);
    const added = await requestAs(app, self, 'POST', '/api/me/skills', { skill: 'GraphQL' });
    expect(added.json().user.profile.skills).toEqual(['React', 'TypeScript', 'GraphQL']);
    const mine = (await requestAs(app, self, 'GET', '/api/me')).json();
    expect(mine).toMatchObject({ email: self.email, profile: { headline: 'Frontend engineer' } });
    expect((await requestAs(app, other, 'GET', '/api/me')).json()).toMatchObject({
      email: other.email,
      profile: null,
    });
    // The call kept for other clients names the same record.
    const spec = (await requestAs(app, self, 'GET', `/api/user/${encodeURIComponent(self.email)}`)).json();
    expect(spec.profile).toEqual(mine.profile);
  });

  it('refuses a bad profile with the same message as /api/user/:email, keeping the saved one', async () => {
    const refused = await requestAs(app, self, 'PATCH', '/api/me', { profile: { ...PROFILE, bio: ' ' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: 'Bio is required' });
    expect((await requestAs(app, self, 'GET', '/api/me')).json().profile.bio).toBe(PROFILE.bio);
  });

  it('answers recommendations for the signed-in seeker without an address', async () => {
    const response = await requestAs(app, self, 'GET', '/api/recommendations?page=1&pageSize=5');
    expect(response.statusCode).toBe(200);
    expect(response.json().map((item: { jobDetails: { title: string } }) => item.jobDetails.title)).toContain(
      'React Engineer',
    );
    expect((await requestAs(app, null, 'GET', '/api/recommendations')).statusCode).toBe(401);
  });

  it('deletes the signed-in account', async () => {
    const leaving = await signUp(app);
    expect((await requestAs(app, leaving, 'DELETE', '/api/me')).json()).toEqual({ success: true });
    expect((await requestAs(app, leaving, 'GET', '/api/me')).statusCode).toBe(401);
  });
});
