import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resumes } from '@skillmatch/db/schema/resumes';
import { storedFiles } from '@skillmatch/db/schema/stored-files';
import { RESUME_MAX_BYTES, RESUME_MESSAGES } from '@skillmatch/shared/schemas/resume';
import { buildApp } from '../../app';
import type { App } from '../../app-types';
import { sameOrigin, signUp, signUpAdmin, type TestAccount } from '../../../test/accounts';
import { pdfInflatingTo, pdfOfNestedForms, pdfWithText } from '../../../test/pdf';
import { createTestApp } from '../../../test/test-app';
import { multipart } from '../../../test/multipart';

const RESUME = pdfWithText([
  'Grace Hopper - Data Engineer',
  'Skills: Python, PostgreSQL, Apache Spark, Tableau',
  'I communicate well and enjoy machine learning.',
]);

describe('resumes', () => {
  let app: App;
  let seeker: TestAccount;
  let other: TestAccount;
  let admin: TestAccount;

  beforeAll(async () => {
    app = await createTestApp();
    seeker = await signUp(app);
    other = await signUp(app);
    admin = await signUpAdmin(app);
  });
  afterAll(() => app.close());

  const upload = (as: TestAccount, fileName: string, bytes: Buffer, email = as.email) => {
    const body = multipart(fileName, bytes);
    return app.inject({
      method: 'PUT',
      url: `/api/user/${email}/resume`,
      headers: { ...sameOrigin(app), cookie: as.cookie, ...body.headers },
      payload: body.payload,
    });
  };
  const download = (as: TestAccount, email: string) =>
    app.inject({ method: 'GET', url: `/api/user/${email}/resume`, headers: { cookie: as.cookie } });
  const storedFiles = async () => {
    const root = path.join(app.config.dataDir, 'files', 'resumes');
    const folders = await readdir(root).catch(() => []);
    const nested = await Promise.all(folders.map((folder) => readdir(path.join(root, folder))));
    return nested.flat();
  };
  const rows = async () => (await app.db.select({ n: count() }).from(resumes))[0]?.n;

  it('stores an uploaded PDF and suggests the skills its text names', async () => {
    const response = await upload(seeker, 'Grace Hopper CV.pdf', RESUME);
    expect(response.statusCode).toBe(200);
    expect(response.json().user.resume).toMatchObject({
      fileName: 'Grace Hopper CV.pdf',
      size: RESUME.length,
      suggestedSkills: ['Python', 'PostgreSQL', 'Apache Spark', 'Tableau', 'Machine learning'],
    });
    expect(await storedFiles()).toHaveLength(1);
  });

  it('stops suggesting a skill once the profile lists it, in any spelling', async () => {
    await app.inject({
      method: 'POST',
      url: `/api/user/${seeker.email}/skills`,
      headers: { ...sameOrigin(app), cookie: seeker.cookie },
      payload: { skill: 'postgres' },
    });
    const user = await app.inject({
      method: 'GET',
      url: `/api/user/${seeker.email}`,
      headers: { cookie: seeker.cookie },
    });
    expect(user.json().resume.suggestedSkills).not.toContain('PostgreSQL');
    expect(user.json().resume.suggestedSkills).toContain('Python');
  });

  it('lets the owner and administrators download it, nobody else', async () => {
    const own = await download(seeker, seeker.email);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(own.headers['content-disposition']).toContain('filename="Grace Hopper CV.pdf"');
    expect(own.rawPayload.equals(RESUME)).toBe(true);
    expect((await download(admin, seeker.email)).statusCode).toBe(200);
    expect((await download(other, seeker.email)).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: `/api/user/${seeker.email}/resume` })).statusCode).toBe(
      401,
    );
  });

  it('gives administrators the resume by the account’s id, with no address in the URL; nobody else', async () => {
    const byId = (as: TestAccount | null, id: string) =>
      app.inject({
        method: 'GET',
        url: `/api/admin/users/${id}/resume`,
        headers: as ? { cookie: as.cookie } : {},
      });
    const answer = await byId(admin, seeker.id);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-disposition']).toContain('filename="Grace Hopper CV.pdf"');
    expect(answer.rawPayload.equals(RESUME)).toBe(true);
    expect((await byId(admin, other.id)).statusCode).toBe(404);
    expect((await byId(seeker, seeker.id)).statusCode).toBe(403);
    expect((await byId(null, seeker.id)).statusCode).toBe(401);
  });

  it('refuses a file that is not a PDF, whatever its name, and keeps the stored one', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    const response = await upload(seeker, 'photo.pdf', png);
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe(RESUME_MESSAGES.notPdf);
    expect((await download(seeker, seeker.email)).rawPayload.equals(RESUME)).toBe(true);
    expect(await storedFiles()).toHaveLength(1);
  });

  it('answers 413 to a file over 5 MB and stores nothing', async () => {
    const before = await rows();
    const big = Buffer.concat([RESUME, Buffer.alloc(RESUME_MAX_BYTES + 1024 * 1024 - RESUME.length, 32)]);
    const response = await upload(other, 'big.pdf', big);
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe(RESUME_MESSAGES.tooLarge);
    expect(await rows()).toBe(before);
    expect(await storedFiles()).toHaveLength(1);
  });

  it('refuses an unreadable PDF and an upload for someone else', async () => {
    const broken = await upload(other, 'broken.pdf', Buffer.from('%PDF-1.4 nothing else'));
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toBe(RESUME_MESSAGES.unreadable);
    expect((await upload(other, 'cv.pdf', RESUME, seeker.email)).statusCode).toBe(403);
    expect(await storedFiles()).toHaveLength(1);
  });

  it('refuses a small PDF that inflates to 100 MB inside, and keeps nothing', async () => {
    const before = await rows();
    const response = await upload(other, 'bomb.pdf', pdfInflatingTo(100));
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe(RESUME_MESSAGES.tooComplex);
    expect(await rows()).toBe(before);
    expect(await storedFiles()).toHaveLength(1);
  });

  it('stops reading a PDF that asks for endless work, answering health checks meanwhile', async () => {
    const before = await rows();
    let uploadAnswered = false;
    const uploading = upload(other, 'forms.pdf', pdfOfNestedForms()).then((response) => {
      uploadAnswered = true;
      return response;
    });
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(uploadAnswered).toBe(false);
    const response = await uploading;
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe(RESUME_MESSAGES.tooComplex);
    expect(await rows()).toBe(before);
    expect(await storedFiles()).toHaveLength(1);
  });

  it('leaves the server’s built-ins the engine’s own: the PDF library loads only on its worker', async () => {
    // Another realm's Function.prototype.toString shows a replacement's source, which a patched one hides.
    const sourceOf = runInNewContext('Function.prototype.toString') as (this: unknown) => string;
    expect((await upload(seeker, 'cv.pdf', RESUME)).statusCode).toBe(200);
    for (const builtIn of [Array.prototype.push, JSON.stringify, JSON.parse]) {
      expect(sourceOf.call(builtIn)).toMatch(/^function \w+\(\) \{ \[native code\] \}$/);
    }
  });

  it('replaces the file on a new upload, and deletes it', async () => {
    const second = pdfWithText(['Skills: Rust, Kubernetes']);
    expect((await upload(seeker, 'new.pdf', second)).json().user.resume).toMatchObject({
      fileName: 'new.pdf',
      suggestedSkills: ['Rust', 'Kubernetes'],
    });
    expect(await storedFiles()).toHaveLength(1);
    expect((await download(seeker, seeker.email)).rawPayload.equals(second)).toBe(true);

    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/user/${seeker.email}/resume`,
      headers: { ...sameOrigin(app), cookie: seeker.cookie },
    });
    expect(removed.json().user.resume).toBeNull();
    expect(await storedFiles()).toHaveLength(0);
    expect((await download(seeker, seeker.email)).statusCode).toBe(404);
  });

  it('suggests only skills the text names, none through a class or a loose alias', async () => {
    const writer = await signUp(app);
    const resume = pdfWithText([
      'Release engineer: software configuration management for 40 services.',
      'Built CI pipelines and Bash scripts; Python for tooling.',
    ]);
    const response = await upload(writer, 'cv.pdf', resume);
    expect(response.statusCode).toBe(200);
    const suggested: string[] = response.json().user.resume.suggestedSkills;
    expect(suggested).toContain('Python');
    // O*NET's "Jenkins CI" once made "CI" an alias of Jenkins; ESCO lists Bash under computer programming.
    expect(suggested.filter((skill) => /jenkins|programming/i.test(skill))).toEqual([]);
  });
});

describe('resumes with DATABASE_URL and no bucket', () => {
  let first: App;
  let second: App;
  let seeker: TestAccount;

  beforeAll(async () => {
    // The test's database stands in for the configured one; the setting chooses where files go.
    first = await createTestApp({ env: { DATABASE_URL: 'postgres://unused@127.0.0.1:5432/unused' } });
    second = await buildApp({
      config: { ...first.config, dataDir: mkdtempSync(path.join(tmpdir(), 'skillmatch-second-')) },
      database: first.database,
      logger: false,
    });
    await second.ready();
    seeker = await signUp(first);
  });
  afterAll(async () => {
    await second.close();
    await first.close();
    rmSync(second.config.dataDir, { recursive: true, force: true });
  });

  it('is served and deleted by every process, and no process keeps a copy', async () => {
    const body = multipart('cv.pdf', RESUME);
    const uploaded = await first.inject({
      method: 'PUT',
      url: `/api/user/${seeker.email}/resume`,
      headers: { ...sameOrigin(first), cookie: seeker.cookie, ...body.headers },
      payload: body.payload,
    });
    expect(uploaded.statusCode).toBe(200);
    const download = (app: App) =>
      app.inject({
        method: 'GET',
        url: `/api/user/${seeker.email}/resume`,
        headers: { cookie: seeker.cookie },
      });
    expect((await download(second)).rawPayload.equals(RESUME)).toBe(true);

    const removed = await second.inject({
      method: 'DELETE',
      url: `/api/user/${seeker.email}/resume`,
      headers: { ...sameOrigin(second), cookie: seeker.cookie },
    });
    expect(removed.statusCode).toBe(200);
    expect((await download(first)).statusCode).toBe(404);
    expect((await first.db.select({ n: count() }).from(storedFiles))[0]?.n).toBe(0);
    expect(existsSync(path.join(first.config.dataDir, 'files'))).toBe(false);
  });
});
