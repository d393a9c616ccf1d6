import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sameOrigin, signUp, signUpAdmin, type TestAccount } from '../../../test/accounts';
import { makeJob } from '../../../test/job-factory';
import { createTestApp } from '../../../test/test-app';
import type { App } from '../../app-types';

/** Skills are shown by their canonical names; what the person typed stays theirs to edit. */
describe('skills by their canonical names', () => {
  let app: App;
  let seeker: TestAccount;
  let admin: TestAccount;
  let jobId: string;

  const get = (viewer: TestAccount | null, url: string) =>
    app.inject({ method: 'GET', url, headers: viewer ? { cookie: viewer.cookie } : {} });

  beforeAll(async () => {
    app = await createTestApp();
    seeker = await signUp(app, { name: 'Nora Names' });
    admin = await signUpAdmin(app);
    jobId = (
      await makeJob(app, {
        title: 'Names Engineer',
        skills: ['react', 'Postgres', 'Point of sale POS software', 'Forklift licence'],
      })
    ).id;
    const saved = await app.inject({
      method: 'PATCH',
      url: `/api/user/${encodeURIComponent(seeker.email)}`,
      headers: { ...sameOrigin(app), cookie: seeker.cookie },
      payload: {
        profile: {
          headline: 'Engineer',
          bio: 'I build things.',
          location: 'Lisbon',
          skills: ['reactjs', 'postgres', 'Bash', 'Underwater basket weaving'],
        },
      },
    });
    expect(saved.statusCode).toBe(200);
    const applied = await app.inject({
      method: 'POST',
      url: '/api/applications',
      headers: { ...sameOrigin(app), cookie: seeker.cookie },
      payload: {
        jobId,
        motivation:
          'I have built interfaces on React and PostgreSQL for six years and would like to do it here.',
      },
    });
    expect(applied.statusCode).toBe(201);
  });

  afterAll(() => app.close());

  const jobNames = ['React', 'PostgreSQL', 'POS software', 'Forklift licence'];

  it('shows a job’s skills by name in the list and on its page, and keeps what was posted for editing', async () => {
    const page = (await get(null, `/api/jobs/${jobId}`)).json();
    expect(page.skillNames).toEqual(jobNames);
    expect(page.skills).toEqual(['react', 'Postgres', 'Point of sale POS software', 'Forklift licence']);
    const list = (await get(null, '/api/jobs?q=Names%20Engineer')).json();
    expect(list.jobs[0].skillNames).toEqual(jobNames);
  });

  it('gives the reasons in names, the job’s skills and the seeker’s', async () => {
    const [match] = (await get(seeker, `/api/matches?jobId=${jobId}`)).json().matches;
    expect(match.reasons.matched).toEqual(['React', 'PostgreSQL']);
    expect(match.reasons.used).toEqual(['React', 'PostgreSQL']);
    expect(match.reasons.missing).toEqual(['POS software', 'Forklift licence']);
    const [recommended] = (await get(seeker, `/api/recommendations?email=${seeker.email}`)).json();
    expect(recommended.reasons.matched).toEqual(['React', 'PostgreSQL']);
    expect(recommended.jobDetails.skillNames).toEqual(jobNames);
  });

  it('keeps the profile’s typed skills for its form, and names them beside', async () => {
    const user = (await get(seeker, `/api/user/${seeker.email}`)).json();
    expect(user.profile.skills).toEqual(['reactjs', 'postgres', 'Bash', 'Underwater basket weaving']);
    // "Bash" is matched as computer programming, but it is not that skill's name: it stays Bash.
    expect(user.skillNames).toEqual(['React', 'PostgreSQL', 'Bash', 'Underwater basket weaving']);
    expect(user.applications[0].skillsRequired).toEqual(jobNames);
  });

  it('shows recruiters a candidate’s skills and reasons by name', async () => {
    const candidates = (await get(admin, `/api/jobs/${jobId}/candidates`)).json();
    const [applicant] = candidates.applicants;
    expect(applicant.profile.skills).toEqual(['React', 'PostgreSQL', 'Bash', 'Underwater basket weaving']);
    expect(applicant.reasons.used).toEqual(['React', 'PostgreSQL']);
  });
});
