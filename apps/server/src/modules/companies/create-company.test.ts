import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '@skillmatch/db/schema/auth';
import { companies } from '@skillmatch/db/schema/companies';
import { companyMembers } from '@skillmatch/db/schema/hiring-team';
import { HIRING_TEAM_MESSAGES } from '@skillmatch/shared/schemas/hiring-team';
import { requestAs } from '../../../test/accounts';
import { hiringTeamWorld } from '../../../test/hiring-team-world';
import { TEAM_MESSAGES } from './team-lock';

/** Creating a company, and its verification by the creator’s or a colleague’s proven address. */
describe('companies and their hiring teams: creating a company', () => {
  const world = hiringTeamWorld();
  const { counter, unique, person, create, companyOf, team, activityOf, joinAs } = world;

  describe('POST /api/companies', () => {
    it('creates the company with the caller as its owner, working in it, and records it', async () => {
      const owner = await person('Olive Owner');
      const name = unique('Café Nova, Inc.');
      const response = await create(owner, { name, website: 'cafenova.example' });
      expect(response.statusCode).toBe(201);
      const company = response.json();
      expect(company).toEqual({
        id: expect.any(String),
        slug: expect.stringMatching(/^cafe-nova-inc-/),
        name,
      });
      const [row] = await world.app.db.select().from(companies).where(eq(companies.id, company.id));
      expect(row).toMatchObject({ website: 'https://cafenova.example', verifiedAt: null });
      expect(
        await world.app.db.select().from(companyMembers).where(eq(companyMembers.companyId, company.id)),
      ).toEqual([expect.objectContaining({ userId: owner.id, role: 'owner' })]);
      const [me] = await world.app.db.select().from(users).where(eq(users.id, owner.id));
      expect(me?.activeCompanyId).toBe(company.id);
      expect(await activityOf(company.id)).toEqual(['company.created']);
      const mine = await requestAs(world.app, owner, 'GET', '/api/me/companies');
      expect(mine.json()).toEqual({
        activeCompanyId: company.id,
        companies: [{ id: company.id, slug: company.slug, name, role: 'owner' }],
        operator: false,
      });
    });

    it('refuses bad input with field messages, writing nothing', async () => {
      const owner = await person('Bad Input');
      const before = (await world.app.db.select().from(companies)).length;
      const noName = await create(owner, { name: '  ' });
      expect(noName.statusCode).toBe(400);
      expect(noName.json().fields).toMatchObject({ name: HIRING_TEAM_MESSAGES.name });
      const badSite = await create(owner, { name: 'Fine Name', website: 'not a website' });
      expect(badSite.statusCode).toBe(400);
      expect(badSite.json().fields).toMatchObject({ website: HIRING_TEAM_MESSAGES.website });
      expect(
        (await requestAs(world.app, null, 'POST', '/api/companies', { name: 'Visitor Co' })).statusCode,
      ).toBe(401);
      expect((await world.app.db.select().from(companies)).length).toBe(before);
    });

    it('answers 409 with a clear message when the name gives a slug already taken', async () => {
      const first = await person('First Founder');
      const second = await person('Second Founder');
      const name = unique('Globex Labs');
      await companyOf(first, name);
      const before = (await world.app.db.select().from(companies)).length;
      const duplicate = await create(second, { name: `${name.toUpperCase()}!` });
      expect(duplicate.statusCode).toBe(409);
      expect(duplicate.json().message).toBe(TEAM_MESSAGES.duplicateName(`${name.toUpperCase()}!`));
      expect(duplicate.json().fields.name).toContain('ask one of its owners to invite you');
      expect((await world.app.db.select().from(companies)).length).toBe(before);
      expect((await requestAs(world.app, second, 'GET', '/api/me/companies')).json().companies).toEqual([]);
    });

    it('creates one company for a double submit', async () => {
      const owner = await person('Double Click');
      const name = unique('Initech');
      const [a, b] = await Promise.all([
        create(owner, { name }, 'same-key-123456'),
        create(owner, { name }, 'same-key-123456'),
      ]);
      expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
      expect(a.json()).toEqual(b.json());
      expect(
        await world.app.db.select().from(companyMembers).where(eq(companyMembers.userId, owner.id)),
      ).toHaveLength(1);
    });
  });

  describe('verified by domain', () => {
    const verifiedBy = async (id: string) =>
      (await world.app.db.select().from(companies).where(eq(companies.id, id)))[0]?.verifiedBy ?? null;

    it('verifies at creation when the creator’s proven address is at the website’s domain (www. ignored)', async () => {
      const owner = await person('Proven Owner', `founder-${Date.now()}@verified-${counter()}.example`);
      await world.app.db.update(users).set({ emailVerified: true }).where(eq(users.id, owner.id));
      const domain = owner.email.split('@')[1];
      const response = await create(owner, {
        name: unique('Verified Co'),
        website: `https://www.${domain}/about`,
      });
      expect(await verifiedBy(response.json().id)).toBe('domain');
    });

    it('does not verify for an address only typed at sign-up, another domain, or a free-mail domain', async () => {
      const typed = await person('Typed Owner', `boss-${Date.now()}@typed-${counter()}.example`);
      const typedCo = await create(typed, { name: unique('Typed Co'), website: typed.email.split('@')[1] });
      expect(await verifiedBy(typedCo.json().id)).toBeNull();

      const other = await person('Other Owner', `x-${Date.now()}@elsewhere.example`);
      await world.app.db.update(users).set({ emailVerified: true }).where(eq(users.id, other.id));
      const otherCo = await create(other, {
        name: unique('Other Co'),
        website: 'https://not-elsewhere.example',
      });
      expect(await verifiedBy(otherCo.json().id)).toBeNull();

      const free = await person('Free Owner', `free-${Date.now()}@gmail.com`);
      await world.app.db.update(users).set({ emailVerified: true }).where(eq(users.id, free.id));
      const freeCo = await create(free, { name: unique('Gmail Fan Club'), website: 'gmail.com' });
      expect(await verifiedBy(freeCo.json().id)).toBeNull();
    });

    it('verifies when someone at the domain joins through an invitation (the emailed link proves the address)', async () => {
      const owner = await person('Owner Elsewhere');
      const domain = `joined-${Date.now()}.example`;
      const company = (await create(owner, { name: unique('Joined Co'), website: `www.${domain}` })).json();
      expect(await verifiedBy(company.id)).toBeNull();
      const colleague = await person('Colleague', `colleague@${domain}`);
      await joinAs(owner, company.id, colleague);
      expect(await verifiedBy(company.id)).toBe('domain');
      expect((await team(owner, company.id)).json().company.verified).toBe(true);
    });
  });
});
