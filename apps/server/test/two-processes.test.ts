import { rmSync } from 'node:fs';
import pg from 'pg';
import type { Job, JobSearchResponse } from '@skillmatch/shared/schemas/jobs';
import type { Recommendation } from '@skillmatch/shared/schemas/matching';
import type { SessionState } from '@skillmatch/shared/schemas/session';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobInput } from './job-factory';
import { pdfWithText } from './pdf';
import {
  freePort,
  indexesBuilt,
  printedAdministrator,
  scratchDir,
  scratchPostgresDatabase,
  startServer,
  type Started,
  cookieOf,
  readStreamUntil,
} from './processes';

/** One of the two processes, reached over HTTP as a browser reaches it. */
interface Process {
  started: Started;
  origin: string;
  dataDir: string;
}

/** A response's JSON body, as the shared schema types it. */
const body = async <T>(response: Promise<Response>) => (await (await response).json()) as T;

/** Two app processes on one PostgreSQL database: what is done through one is seen through the other. */
describe('two processes on one PostgreSQL database', () => {
  let database: Awaited<ReturnType<typeof scratchPostgresDatabase>>;
  let first: Process;
  let second: Process;
  let admin = '';

  const call = (process: Process, url: string, init: RequestInit & { cookie?: string } = {}) =>
    fetch(`${process.origin}${url}`, {
      ...init,
      headers: {
        origin: process.origin,
        ...(init.cookie ? { cookie: init.cookie } : {}),
        ...(typeof init.body === 'string' ? { 'content-type': 'application/json' } : {}),
        ...init.headers,
      },
    });

  const signUp = async (through: Process, name: string) => {
    const email = `${name.toLowerCase().replace(/\W/g, '')}-${Date.now()}@example.com`;
    const response = await call(through, '/api/auth/sign-up/email', {
      method: 'POST',
      body: JSON.stringify({ email, name, password: 'correct horse battery' }),
    });
    expect(response.status).toBe(200);
    return { email, cookie: cookieOf(response) };
  };

  beforeAll(async () => {
    database = await scratchPostgresDatabase();
    const start = async () => {
      const port = await freePort();
      const dataDir = scratchDir();
      const started = startServer({
        PORT: String(port),
        DATABASE_URL: database.url,
        DATABASE_POOL_SIZE: '4',
        AUTH_SECRET: 'two-processes-share-this-secret-0123456789',
        DATA_DIR: dataDir,
      });
      return { started, origin: `http://localhost:${port}`, dataDir };
    };
    [first, second] = await Promise.all([start(), start()]);
    await Promise.all([indexesBuilt(first.started), indexesBuilt(second.started)]);
    const { email, password } = printedAdministrator(first.started.output() + second.started.output());
    const signedIn = await call(first, '/api/auth/sign-in/email', {
      method: 'POST',
      body: JSON.stringify({ email, password }),
    });
    expect(signedIn.status).toBe(200);
    admin = cookieOf(signedIn);
  }, 180_000);

  afterAll(async () => {
    for (const process of [first, second]) process?.started.child.kill('SIGTERM');
    await Promise.all([first, second].map((process) => process?.started.exited));
    for (const process of [first, second]) if (process) rmSync(process.dataDir, { recursive: true });
    await database?.drop();
  });

  it('keeps a session made through one process, and ends it through the other', async () => {
    const seeker = await signUp(first, 'Sam Session');
    const seen = await body<SessionState>(call(second, '/api/session', { cookie: seeker.cookie }));
    expect(seen.user?.email).toBe(seeker.email);

    expect((await call(second, '/api/logout', { method: 'POST', cookie: seeker.cookie })).status).toBe(200);
    const after = await body<SessionState>(call(first, '/api/session', { cookie: seeker.cookie }));
    expect(after.user).toBeNull();
  });

  it('counts one rate limit across both processes', async () => {
    // The newsletter takes 5 subscriptions a minute from one address, whichever process answers.
    const subscribe = (through: Process, n: number) =>
      call(through, '/api/newsletter', {
        method: 'POST',
        body: JSON.stringify({ email: `reader-${n}-${Date.now()}@example.com` }),
      });
    const statuses: number[] = [];
    for (let n = 0; n < 6; n++) statuses.push((await subscribe(n % 2 === 0 ? first : second, n)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('finds a job published through one process in the other’s search and recommendations at once', async () => {
    const seeker = await signUp(second, 'Rita Recommended');
    const added = await call(second, `/api/user/${encodeURIComponent(seeker.email)}/skills`, {
      method: 'POST',
      cookie: seeker.cookie,
      body: JSON.stringify({ skill: 'Quantum annealing' }),
    });
    expect(added.status).toBe(200);

    const published = await call(first, '/api/jobs', {
      method: 'POST',
      cookie: admin,
      body: JSON.stringify(
        jobInput({ title: 'Annealing Scientist', company: 'Qubit Works', skills: ['Quantum annealing'] }),
      ),
    });
    expect(published.status).toBe(201);
    const job = (await published.json()) as Job;

    const found = await body<JobSearchResponse>(call(second, '/api/jobs?q=annealing%20scientist'));
    expect(found.jobs.map((one) => one.id)).toContain(job.id);
    const recommendations = `/api/recommendations?email=${encodeURIComponent(seeker.email)}`;
    const recommended = await body<Recommendation[]>(
      call(second, recommendations, { cookie: seeker.cookie }),
    );
    expect(recommended[0]?.jobDetails.id).toBe(job.id);

    // Closed through the second process: gone from the first one's open jobs and recommendations.
    const closed = await call(second, `/api/jobs/${job.id}`, {
      method: 'PATCH',
      cookie: admin,
      body: JSON.stringify({ status: 'closed' }),
    });
    expect(closed.status).toBe(200);
    const open = await body<JobSearchResponse>(
      call(first, '/api/jobs?q=annealing%20scientist&status=active'),
    );
    expect(open.jobs.map((one) => one.id)).not.toContain(job.id);
    const after = await body<Recommendation[]>(call(first, recommendations, { cookie: seeker.cookie }));
    expect(after.map((one) => one.jobDetails.id)).not.toContain(job.id);
  });

  it('pushes a status change made through one process to a stream open on the other', async () => {
    const seeker = await signUp(first, 'Lena Live');
    const listed = await body<JobSearchResponse>(call(first, '/api/jobs?status=active'));
    const job = listed.jobs[0]!;
    const applied = await call(first, '/api/applications', {
      method: 'POST',
      cookie: seeker.cookie,
      body: JSON.stringify({
        jobId: job.id,
        motivation: 'I have done this work for years and would bring that care to your team.',
      }),
    });
    expect(applied.status).toBe(201);
    const application = (await applied.json()) as { applicationId: string };

    const stream = await call(second, '/api/notifications/stream', { cookie: seeker.cookie });
    const reader = stream.body!.getReader();
    // The stream's first bytes: it is open, and its listener registered, before the change is made.
    await reader.read();
    const moved = await call(first, `/api/applications/${application.applicationId}`, {
      method: 'PATCH',
      cookie: admin,
      body: JSON.stringify({ status: 'Interview' }),
    });
    expect(moved.status).toBe(200);
    const received = await readStreamUntil(reader, 'Application update: Interview');
    expect(received).toContain(`Your application for ${job.title} at ${job.company} is now Interview.`);
  });

  it('serves a resume uploaded through one process from the other, and deletes it everywhere', async () => {
    const seeker = await signUp(first, 'Grace Files');
    const resumeUrl = `/api/user/${encodeURIComponent(seeker.email)}/resume`;
    const pdf = pdfWithText(['Grace Files', 'Skills: TypeScript, PostgreSQL']);
    const form = new FormData();
    form.append('file', new Blob([pdf], { type: 'application/pdf' }), 'Grace Files CV.pdf');
    const uploaded = await call(first, resumeUrl, { method: 'PUT', cookie: seeker.cookie, body: form });
    expect(uploaded.status).toBe(200);

    const served = await call(second, resumeUrl, { cookie: seeker.cookie });
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(pdf)).toBe(true);

    expect((await call(second, resumeUrl, { method: 'DELETE', cookie: seeker.cookie })).status).toBe(200);
    expect((await call(first, resumeUrl, { cookie: seeker.cookie })).status).toBe(404);
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const { rows } = await client
      .query('select count(*)::int as n from stored_files')
      .finally(() => client.end());
    expect(rows[0].n).toBe(0);
  });

  it('leaves one owner when two owners demote each other at the same moment through the two processes', async () => {
    const idOf = async (cookie: string) =>
      (await body<SessionState>(call(first, '/api/session', { cookie }))).user!.id;
    const ada = await signUp(first, 'Ada Owner');
    const bob = await signUp(second, 'Bob Owner');
    const [adaId, bobId] = await Promise.all([idOf(ada.cookie), idOf(bob.cookie)]);
    // Several companies, each with the two as owners (the second made owner directly: this is about the race).
    const companyIds: string[] = [];
    for (let n = 0; n < 6; n++) {
      const created = await call(first, '/api/companies', {
        method: 'POST',
        cookie: ada.cookie,
        body: JSON.stringify({ name: `Race Condition ${n} ${Date.now()}` }),
      });
      expect(created.status).toBe(201);
      companyIds.push(((await created.json()) as { id: string }).id);
    }
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      await client.query(
        `insert into company_members (company_id, user_id, role) select unnest($1::uuid[]), $2, 'owner'`,
        [companyIds, bobId],
      );
      const demote = (through: Process, cookie: string, companyId: string, userId: string) =>
        call(through, `/api/companies/${companyId}/members/${userId}`, {
          method: 'PATCH',
          cookie,
          body: JSON.stringify({ role: 'recruiter' }),
        }).then((response) => response.status);
      const statuses = await Promise.all(
        companyIds.map((companyId) =>
          Promise.all([
            demote(first, ada.cookie, companyId, bobId),
            demote(second, bob.cookie, companyId, adaId),
          ]).then((pair) => pair.sort()),
        ),
      );
      // One of each pair went through; the other found its author no longer an owner (403).
      expect(statuses).toEqual(companyIds.map(() => [200, 403]));
      const { rows } = await client.query(
        `select company_id, count(*)::int as owners from company_members
         where company_id = any($1::uuid[]) and role = 'owner' group by company_id`,
        [companyIds],
      );
      expect(rows.map((row: { owners: number }) => row.owners)).toEqual(companyIds.map(() => 1));
    } finally {
      await client.end();
    }
  });
});
