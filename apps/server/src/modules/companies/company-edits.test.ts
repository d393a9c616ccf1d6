import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '@skillmatch/db/schema/jobs';
import type { App } from '../../app-types';
import { requestAs, sameOrigin, type TestAccount } from '../../../test/accounts';
import { multipart } from '../../../test/multipart';
import { orchardWorld } from '../../../test/orchard-world';

/** The smallest PNG: one transparent pixel. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGD4DwABBAEAwS2OUAAAAABJRU5ErkJggg==',
  'base64',
);

/** The owner’s (and the operator’s) edits to a company page, and its logo. */
describe('companies: the owner’s edits and the logo', () => {
  const world = orchardWorld();
  const { companyOf } = world;
  let app: App;
  let owner: TestAccount;
  let recruiter: TestAccount;
  let outsider: TestAccount;
  let operator: TestAccount;
  let orchardId: string;
  beforeAll(() => ({ app, owner, recruiter, outsider, operator, orchardId } = world));

  describe('PATCH /api/companies/:id', () => {
    const patch = (account: TestAccount | null, body: object, id = orchardId) =>
      requestAs(app, account, 'PATCH', `/api/companies/${id}`, body);

    it('lets an owner change the page; a website without a scheme is read as https', async () => {
      const response = await patch(owner, {
        about: 'We grow apples.\nAnd pears.',
        website: 'orchard.example',
        sizeBand: '11-50',
        headquarters: 'Lisbon, Portugal',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        about: 'We grow apples.\nAnd pears.',
        website: 'https://orchard.example',
        sizeBand: '11-50',
        headquarters: 'Lisbon, Portugal',
        viewerCanEdit: true,
      });
      const stored = await companyOf('orchard-labs');
      expect(stored.website).toBe('https://orchard.example');
      // Empty text clears a field.
      expect((await patch(owner, { website: '', headquarters: '' })).json()).toMatchObject({
        website: null,
        headquarters: null,
      });
    });

    it('refuses a recruiter (403), someone outside the team (404) and a visitor (401)', async () => {
      expect((await patch(recruiter, { about: 'Hijacked' })).statusCode).toBe(403);
      expect((await patch(outsider, { about: 'Hijacked' })).statusCode).toBe(404);
      expect((await patch(null, { about: 'Hijacked' })).statusCode).toBe(401);
      expect((await patch(owner, { about: 'x' }, 'not-a-company')).statusCode).toBe(404);
      expect((await patch(owner, { about: 'x' }, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(
        404,
      );
      expect((await companyOf('orchard-labs')).about).not.toBe('Hijacked');
    });

    it('lets the operator change any company', async () => {
      const response = await patch(operator, { sizeBand: '51-200' });
      expect(response.statusCode).toBe(200);
      expect(response.json().sizeBand).toBe('51-200');
    });

    it('answers 400 with a message per field for bad bodies, and changes nothing', async () => {
      const before = await companyOf('orchard-labs');
      const response = await patch(owner, {
        name: '   ',
        website: 'not a web address',
        sizeBand: 'huge',
        about: 'x'.repeat(4001),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual({
        name: 'Name is required',
        website: 'Website must be a web address, such as https://example.com',
        sizeBand: 'Size must be one of the listed bands',
        about: 'About must be at most 4,000 characters',
      });
      expect((await patch(owner, {})).statusCode).toBe(400);
      expect((await patch(owner, { website: 'javascript:alert(1)' })).statusCode).toBe(400);
      expect(await companyOf('orchard-labs')).toEqual(before);
    });

    it('renames the company and its jobs, so search finds them by the new name; the slug stays', async () => {
      const response = await patch(owner, { name: 'Orchard Works' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ slug: 'orchard-labs', name: 'Orchard Works' });
      const rows = await app.db
        .select({ company: jobs.company })
        .from(jobs)
        .where(eq(jobs.companyId, orchardId));
      expect(new Set(rows.map((row) => row.company))).toEqual(new Set(['Orchard Works']));
      // The search index follows the change log: settled once every older transaction of the cluster ends.
      const search = async () =>
        (await requestAs(app, null, 'GET', '/api/jobs?q=orchard%20works&skills=horticulture')).json();
      await expect.poll(async () => (await search()).total, { timeout: 10_000 }).toBe(2);
      expect((await search()).jobs[0].company).toBe('Orchard Works');
      await patch(owner, { name: 'Orchard Labs' });
      const named = async () =>
        (await requestAs(app, null, 'GET', '/api/jobs?skills=horticulture')).json().facets.company[0].name;
      await expect.poll(named, { timeout: 10_000 }).toBe('Orchard Labs');
    });

    it('refuses another company’s name (409) and writes nothing', async () => {
      const response = await patch(owner, { name: 'brookside bakery' });
      expect(response.statusCode).toBe(409);
      expect(response.json().fields).toEqual({ name: 'Another company already has this name' });
      expect((await companyOf('orchard-labs')).name).toBe('Orchard Labs');
    });
  });

  describe('the logo', () => {
    const upload = (account: TestAccount, bytes: Buffer, contentType = 'image/png', id = orchardId) => {
      const body = multipart('logo.png', bytes, contentType);
      return app.inject({
        method: 'PUT',
        url: `/api/companies/${id}/logo`,
        headers: { ...sameOrigin(app), cookie: account.cookie, ...body.headers },
        payload: body.payload,
      });
    };

    it('stores an owner’s image, serves it at the page’s logoUrl, replaces and removes it', async () => {
      const response = await upload(owner, PNG);
      expect(response.statusCode).toBe(200);
      const { logoUrl } = response.json();
      expect(logoUrl).toMatch(/^\/api\/companies\/orchard-labs\/logo\?v=[0-9a-f-]+$/);
      const image = await app.inject({ method: 'GET', url: logoUrl });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/png');
      expect(image.rawPayload.equals(PNG)).toBe(true);
      const page = (await requestAs(app, null, 'GET', '/api/companies/orchard-labs')).json();
      expect(page.logoUrl).toBe(logoUrl);

      const firstKey = (await companyOf('orchard-labs')).logoKey!;
      const replaced = await upload(owner, PNG);
      expect(replaced.json().logoUrl).not.toBe(logoUrl);
      expect(await app.files.get(firstKey)).toBeUndefined();

      const secondKey = (await companyOf('orchard-labs')).logoKey!;
      const removed = await requestAs(app, owner, 'DELETE', `/api/companies/${orchardId}/logo`);
      expect(removed.statusCode).toBe(200);
      expect(removed.json().logoUrl).toBeNull();
      expect(await app.files.get(secondKey)).toBeUndefined();
      expect((await app.inject({ method: 'GET', url: '/api/companies/orchard-labs/logo' })).statusCode).toBe(
        404,
      );
    });

    it('takes images only (by their content), of at most 1 MB, from owners only', async () => {
      const notImage = await upload(
        owner,
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
        'image/png',
      );
      expect(notImage.statusCode).toBe(415);
      expect(notImage.json().message).toBe('Only PNG, JPEG or WebP images can be uploaded as a logo.');
      const large = Buffer.concat([PNG, Buffer.alloc(1024 * 1024)]);
      const tooLarge = await upload(owner, large);
      expect(tooLarge.statusCode).toBe(413);
      expect(tooLarge.json().message).toBe('The logo is larger than 1 MB. Upload a smaller image.');
      expect((await upload(recruiter, PNG)).statusCode).toBe(403);
      expect((await upload(outsider, PNG)).statusCode).toBe(404);
      expect((await requestAs(app, recruiter, 'DELETE', `/api/companies/${orchardId}/logo`)).statusCode).toBe(
        403,
      );
      const notForm = await requestAs(app, owner, 'PUT', `/api/companies/${orchardId}/logo`, { file: 'x' });
      expect(notForm.statusCode).toBe(400);
      expect((await companyOf('orchard-labs')).logoKey).toBeNull();
    });
  });
});
