import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications } from '@skillmatch/db/schema/applications';
import { profiles } from '@skillmatch/db/schema/profiles';
import { resumes } from '@skillmatch/db/schema/resumes';
import { savedSearches, sentJobAlerts } from '@skillmatch/db/schema/saved-searches';
import type { App } from '../../app-types';
import { sameOrigin, signIn, signUp, type TestAccount, requestAs } from '../../../test/accounts';
import { makeJob } from '../../../test/job-factory';
import { pdfWithText } from '../../../test/pdf';
import { createTestApp } from '../../../test/test-app';

describe('account data: download and delete', () => {
  let app: App;
  let seeker: TestAccount;
  let other: TestAccount;
  let jobId: string;

  const as = (
    account: TestAccount,
    method: 'GET' | 'DELETE' | 'POST' | 'PUT',
    url: string,
    payload?: object,
  ) => requestAs(app, account, method, url, payload);

  beforeAll(async () => {
    app = await createTestApp();
    seeker = await signUp(app, { name: 'Grace Hopper' });
    other = await signUp(app);
    jobId = (await makeJob(app, { title: 'Compiler Engineer', company: 'Navy Labs' })).id;
    await as(seeker, 'POST', `/api/user/${seeker.email}/skills`, { skill: 'COBOL' });
    await as(seeker, 'PUT', `/api/saved-jobs/${jobId}`);
    await requestAs(app, seeker, 'POST', '/api/saved-searches', {
      query: { q: 'compiler' },
      frequency: 'weekly',
    });
    await app.db.insert(sentJobAlerts).values({ recipient: seeker.id, jobId });
    await app.db.insert(applications).values({
      userId: seeker.id,
      jobId,
      motivation: 'I wrote the first compiler and would like to write the next one with your team.',
      jobTitle: 'Compiler Engineer',
      company: 'Navy Labs',
      jobType: 'Full-time',
    });
    const boundary = 'account-test';
    await app.inject({
      method: 'PUT',
      url: `/api/user/${seeker.email}/resume`,
      headers: {
        ...sameOrigin(app),
        cookie: seeker.cookie,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
        ),
        pdfWithText(['Skills: COBOL, Python']),
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
  });
  afterAll(() => app.close());

  it('downloads everything held about the person as one JSON file, for that person only', async () => {
    const response = await as(seeker, 'GET', `/api/user/${seeker.email}/export`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="skillmatch-data.json"');
    const data = response.json();
    expect(data.account).toMatchObject({ email: seeker.email, name: 'Grace Hopper' });
    expect(data.profile.skills).toEqual(['COBOL']);
    expect(data.resume).toMatchObject({ fileName: 'cv.pdf' });
    expect(data.applications).toEqual([
      expect.objectContaining({ jobTitle: 'Compiler Engineer', company: 'Navy Labs', status: 'Applied' }),
    ]);
    expect(data.savedJobs).toEqual([expect.objectContaining({ jobId, title: 'Compiler Engineer' })]);
    expect(data.jobAlerts).toEqual([
      expect.objectContaining({ name: 'Compiler jobs', query: { q: 'compiler' }, frequency: 'weekly' }),
    ]);
    expect((await as(other, 'GET', `/api/user/${seeker.email}/export`)).statusCode).toBe(403);
  });

  it('deletes the account and its personal data, keeping the application anonymised', async () => {
    expect((await as(other, 'DELETE', `/api/user/${seeker.email}`)).statusCode).toBe(403);
    const response = await as(seeker, 'DELETE', `/api/user/${seeker.email}`);
    expect(response.json()).toEqual({ success: true });

    expect((await signIn(app, seeker.email, seeker.password)).statusCode).toBe(401);
    const session = await app.inject({
      method: 'GET',
      url: '/api/session',
      headers: { cookie: seeker.cookie },
    });
    expect(session.json().user).toBeNull();
    expect(await app.db.select().from(profiles).where(eq(profiles.userId, seeker.id))).toEqual([]);
    expect(await app.db.select().from(resumes).where(eq(resumes.userId, seeker.id))).toEqual([]);
    expect(await app.db.select().from(savedSearches).where(eq(savedSearches.userId, seeker.id))).toEqual([]);
    expect(await app.db.select().from(sentJobAlerts).where(eq(sentJobAlerts.recipient, seeker.id))).toEqual(
      [],
    );
    const files = await readdir(path.join(app.config.dataDir, 'files', 'resumes', seeker.id)).catch(() => []);
    expect(files).toEqual([]);

    const kept = await app.db.select().from(applications).where(eq(applications.jobId, jobId));
    expect(kept).toEqual([expect.objectContaining({ userId: null, jobTitle: 'Compiler Engineer' })]);
  });
});
