import { createHash } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog } from '@skillmatch/db/schema/activity-log';
import { users } from '@skillmatch/db/schema/auth';
import { companies } from '@skillmatch/db/schema/companies';
import { companyInvitations, companyMembers } from '@skillmatch/db/schema/hiring-team';
import { IDEMPOTENCY_HEADER } from '@skillmatch/shared/idempotency';
import { HIRING_TEAM_MESSAGES } from '@skillmatch/shared/schemas/hiring-team';
import type { App } from '../../app-types';
import type { MailMessage, Mailer } from '../../mail/mailer';
import { requestAs, sameOrigin, signUp, signUpAdmin, type TestAccount } from '../../../test/accounts';
import { createTestApp } from '../../../test/test-app';
import { TEAM_MESSAGES } from './team-lock';

describe('companies and their hiring teams', () => {
  let app: App;
  const sent: MailMessage[] = [];
  const mailer: Mailer = { kind: 'outbox', send: async (message) => void sent.push(message) };
  let counter = 0;
  const unique = (name: string) => `${name} ${++counter}${Date.now().toString(36)}`;

  beforeAll(async () => {
    app = await createTestApp({ mailer });
  });
  afterAll(() => app.close());

  const person = (name: string, email?: string) =>
    signUp(app, { name, ...(email ? { email } : {}) }) as Promise<TestAccount>;

  const create = (account: TestAccount, payload: object, key?: string) =>
    app.inject({
      method: 'POST',
      url: '/api/companies',
      headers: { ...sameOrigin(app), cookie: account.cookie, ...(key ? { [IDEMPOTENCY_HEADER]: key } : {}) },
      payload,
    });

  const companyOf = async (owner: TestAccount, name = unique('Acme')) => {
    const response = await create(owner, { name });
    expect(response.statusCode).toBe(201);
    return response.json() as { id: string; slug: string; name: string };
  };

  /** The invitation link emailed to `email` most recently, once its task has run. */
  const linkFor = async (email: string) => {
    let link: string | undefined;
    await expect
      .poll(
        () => {
          link = sent.findLast((message) => message.to === email)?.text.match(/https?:\/\/\S+/)?.[0];
          return link;
        },
        { timeout: 10_000 },
      )
      .toBeDefined();
    return link!;
  };
  const mailsTo = (email: string) => sent.filter((message) => message.to === email).length;
  const tokenOf = (link: string) => decodeURIComponent(link.split('/invitations/')[1]!);

  const invite = (owner: TestAccount | null, companyId: string, email: string, role = 'recruiter') =>
    requestAs(app, owner, 'POST', `/api/companies/${companyId}/invitations`, { email, role });
  const accept = (account: TestAccount | null, token: string) =>
    requestAs(app, account, 'POST', `/api/invitations/${encodeURIComponent(token)}/accept`);
  const view = (account: TestAccount | null, token: string) =>
    requestAs(app, account, 'GET', `/api/invitations/${encodeURIComponent(token)}`);
  const team = (account: TestAccount, companyId: string) =>
    requestAs(app, account, 'GET', `/api/companies/${companyId}/members`);
  const activityOf = async (companyId: string) =>
    (
      await app.db
        .select()
        .from(activityLog)
        .where(eq(activityLog.companyId, companyId))
        .orderBy(asc(activityLog.createdAt))
    ).map((row) => row.kind);

  /** Invites `email` and accepts as `account`: the member's account. */
  const joinAs = async (owner: TestAccount, companyId: string, account: TestAccount, role = 'recruiter') => {
    expect((await invite(owner, companyId, account.email, role)).statusCode).toBe(201);
    const response = await accept(account, tokenOf(await linkFor(account.email)));
    expect(response.statusCode).toBe(200);
  };

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
      const [row] = await app.db.select().from(companies).where(eq(companies.id, company.id));
      expect(row).toMatchObject({ website: 'https://cafenova.example', verifiedAt: null });
      expect(
        await app.db.select().from(companyMembers).where(eq(companyMembers.companyId, company.id)),
      ).toEqual([expect.objectContaining({ userId: owner.id, role: 'owner' })]);
      const [me] = await app.db.select().from(users).where(eq(users.id, owner.id));
      expect(me?.activeCompanyId).toBe(company.id);
      expect(await activityOf(company.id)).toEqual(['company.created']);
      const mine = await requestAs(app, owner, 'GET', '/api/me/companies');
      expect(mine.json()).toEqual({
        activeCompanyId: company.id,
        companies: [{ id: company.id, slug: company.slug, name, role: 'owner' }],
        operator: false,
      });
    });

    it('refuses bad input with field messages, writing nothing', async () => {
      const owner = await person('Bad Input');
      const before = (await app.db.select().from(companies)).length;
      const noName = await create(owner, { name: '  ' });
      expect(noName.statusCode).toBe(400);
      expect(noName.json().fields).toMatchObject({ name: HIRING_TEAM_MESSAGES.name });
      const badSite = await create(owner, { name: 'Fine Name', website: 'not a website' });
      expect(badSite.statusCode).toBe(400);
      expect(badSite.json().fields).toMatchObject({ website: HIRING_TEAM_MESSAGES.website });
      expect((await requestAs(app, null, 'POST', '/api/companies', { name: 'Visitor Co' })).statusCode).toBe(
        401,
      );
      expect((await app.db.select().from(companies)).length).toBe(before);
    });

    it('answers 409 with a clear message when the name gives a slug already taken', async () => {
      const first = await person('First Founder');
      const second = await person('Second Founder');
      const name = unique('Globex Labs');
      await companyOf(first, name);
      const before = (await app.db.select().from(companies)).length;
      const duplicate = await create(second, { name: `${name.toUpperCase()}!` });
      expect(duplicate.statusCode).toBe(409);
      expect(duplicate.json().message).toBe(TEAM_MESSAGES.duplicateName(`${name.toUpperCase()}!`));
      expect(duplicate.json().fields.name).toContain('ask one of its owners to invite you');
      expect((await app.db.select().from(companies)).length).toBe(before);
      expect((await requestAs(app, second, 'GET', '/api/me/companies')).json().companies).toEqual([]);
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
        await app.db.select().from(companyMembers).where(eq(companyMembers.userId, owner.id)),
      ).toHaveLength(1);
    });
  });

  describe('verified by domain', () => {
    const verifiedBy = async (id: string) =>
      (await app.db.select().from(companies).where(eq(companies.id, id)))[0]?.verifiedBy ?? null;

    it('verifies at creation when the creator’s proven address is at the website’s domain (www. ignored)', async () => {
      const owner = await person('Proven Owner', `founder-${Date.now()}@verified-${counter}.example`);
      await app.db.update(users).set({ emailVerified: true }).where(eq(users.id, owner.id));
      const domain = owner.email.split('@')[1];
      const response = await create(owner, {
        name: unique('Verified Co'),
        website: `https://www.${domain}/about`,
      });
      expect(await verifiedBy(response.json().id)).toBe('domain');
    });

    it('does not verify for an address only typed at sign-up, another domain, or a free-mail domain', async () => {
      const typed = await person('Typed Owner', `boss-${Date.now()}@typed-${counter}.example`);
      const typedCo = await create(typed, { name: unique('Typed Co'), website: typed.email.split('@')[1] });
      expect(await verifiedBy(typedCo.json().id)).toBeNull();

      const other = await person('Other Owner', `x-${Date.now()}@elsewhere.example`);
      await app.db.update(users).set({ emailVerified: true }).where(eq(users.id, other.id));
      const otherCo = await create(other, {
        name: unique('Other Co'),
        website: 'https://not-elsewhere.example',
      });
      expect(await verifiedBy(otherCo.json().id)).toBeNull();

      const free = await person('Free Owner', `free-${Date.now()}@gmail.com`);
      await app.db.update(users).set({ emailVerified: true }).where(eq(users.id, free.id));
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

  describe('invitations', () => {
    it('emails a single-use link; the invited account accepts and joins with the role', async () => {
      const owner = await person('Inviting Owner');
      const company = await companyOf(owner);
      const recruiter = await person('Rita Recruiter');
      const response = await invite(owner, company.id, recruiter.email, 'recruiter');
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ email: recruiter.email, role: 'recruiter', expired: false });
      const days = (Date.parse(response.json().expiresAt) - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(6.99);
      expect(days).toBeLessThanOrEqual(7);

      const link = await linkFor(recruiter.email);
      expect(link).toMatch(new RegExp(`^${app.config.publicUrl}/invitations/[A-Za-z0-9_-]{43}$`));
      const mail = sent.findLast((message) => message.to === recruiter.email)!;
      expect(mail.subject).toBe(`Join ${company.name} on SkillMatch`);
      expect(mail.text).toContain('Inviting Owner invited you');
      const token = tokenOf(link);
      const [stored] = await app.db
        .select()
        .from(companyInvitations)
        .where(eq(companyInvitations.companyId, company.id));
      expect(stored?.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
      expect(JSON.stringify(stored)).not.toContain(token);

      const asVisitor = await view(null, token);
      expect(asVisitor.statusCode).toBe(200);
      expect(asVisitor.json()).toMatchObject({
        company: { name: company.name, slug: company.slug },
        role: 'recruiter',
        email: recruiter.email,
        invitedBy: 'Inviting Owner',
        viewerMatches: null,
        alreadyMember: false,
      });
      expect((await view(recruiter, token)).json().viewerMatches).toBe(true);

      const accepted = await accept(recruiter, token);
      expect(accepted.statusCode).toBe(200);
      expect(accepted.json()).toEqual({
        companyId: company.id,
        slug: company.slug,
        name: company.name,
        role: 'recruiter',
      });
      const members = (await team(owner, company.id)).json();
      expect(members.members.map((m: { email: string; role: string }) => [m.email, m.role])).toEqual([
        [owner.email, 'owner'],
        [recruiter.email, 'recruiter'],
      ]);
      expect(members.invitations).toEqual([]);
      expect((await requestAs(app, recruiter, 'GET', '/api/me/companies')).json().activeCompanyId).toBe(
        company.id,
      );
      expect(await activityOf(company.id)).toEqual(['company.created', 'team.invited', 'team.joined']);

      // Accepting again (a second tab) is the same answer; the link is spent for anyone else.
      expect((await accept(recruiter, token)).statusCode).toBe(200);
      const someoneElse = await person('Late Comer');
      const reused = await accept(someoneElse, token);
      expect(reused.statusCode).toBe(404);
      expect(reused.json().message).toBe(TEAM_MESSAGES.used);
      expect(await activityOf(company.id)).toHaveLength(3);

      // Removed later, the recruiter cannot come back through the spent link.
      const removed = await requestAs(
        app,
        owner,
        'DELETE',
        `/api/companies/${company.id}/members/${recruiter.id}`,
      );
      expect(removed.statusCode).toBe(200);
      expect((await accept(recruiter, token)).json().message).toBe(TEAM_MESSAGES.used);
      expect((await view(recruiter, token)).json().message).toBe(TEAM_MESSAGES.used);
      expect((await team(recruiter, company.id)).statusCode).toBe(404);
    });

    it('refuses the wrong account with the address to use, and a visitor with 401', async () => {
      const owner = await person('Owner');
      const company = await companyOf(owner);
      const invitedEmail = `invited-${Date.now()}@example.com`;
      await invite(owner, company.id, invitedEmail);
      const token = tokenOf(await linkFor(invitedEmail));
      const stranger = await person('Stranger');
      expect((await view(stranger, token)).json().viewerMatches).toBe(false);
      const refused = await accept(stranger, token);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(TEAM_MESSAGES.wrongEmail(invitedEmail));
      expect((await accept(null, token)).statusCode).toBe(401);
      expect((await team(owner, company.id)).json().members).toHaveLength(1);
      // The invited address can still accept it, in whatever case it signs up with.
      const invited = await person('Invited', invitedEmail.toUpperCase());
      expect((await accept(invited, token)).statusCode).toBe(200);
    });

    it('refuses an expired link, an unknown one, a withdrawn one, and the old link of one sent again', async () => {
      const owner = await person('Owner');
      const company = await companyOf(owner);
      const late = await person('Late');
      await invite(owner, company.id, late.email);
      const expiredToken = tokenOf(await linkFor(late.email));
      await app.db
        .update(companyInvitations)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(companyInvitations.companyId, company.id));
      const expired = await accept(late, expiredToken);
      expect(expired.statusCode).toBe(404);
      expect(expired.json().message).toBe(TEAM_MESSAGES.expired);
      expect((await view(late, expiredToken)).json().message).toBe(TEAM_MESSAGES.expired);
      const [waiting] = (await team(owner, company.id)).json().invitations;
      expect(waiting).toMatchObject({ email: late.email, expired: true });

      // Sending it again: a new link with 7 more days; the old one no longer opens anything.
      const mailsBefore = mailsTo(late.email);
      const resent = await requestAs(
        app,
        owner,
        'POST',
        `/api/companies/${company.id}/invitations/${waiting.id}/resend`,
      );
      expect(resent.statusCode).toBe(200);
      expect(resent.json()).toMatchObject({ id: waiting.id, expired: false });
      await expect.poll(() => mailsTo(late.email), { timeout: 10_000 }).toBe(mailsBefore + 1);
      const newToken = tokenOf(await linkFor(late.email));
      expect(newToken).not.toBe(expiredToken);
      expect((await accept(late, expiredToken)).json().message).toBe(TEAM_MESSAGES.unknownLink);

      // Withdrawn: the new link dies too.
      const revoked = await requestAs(
        app,
        owner,
        'DELETE',
        `/api/companies/${company.id}/invitations/${waiting.id}`,
      );
      expect(revoked.statusCode).toBe(200);
      const afterRevoke = await accept(late, newToken);
      expect(afterRevoke.statusCode).toBe(404);
      expect(afterRevoke.json().message).toBe(TEAM_MESSAGES.revoked);
      expect((await team(owner, company.id)).json().invitations).toEqual([]);
      expect((await view(null, 'no-such-token')).json().message).toBe(TEAM_MESSAGES.unknownLink);
      expect(await activityOf(company.id)).toEqual([
        'company.created',
        'team.invited',
        'team.invitation-resent',
        'team.invitation-revoked',
      ]);
    });

    it('inviting a waiting address again re-sends it; a member’s address is a 409; bad input a 400', async () => {
      const owner = await person('Owner');
      const company = await companyOf(owner);
      const email = `twice-${Date.now()}@example.com`;
      await invite(owner, company.id, email, 'interviewer');
      const first = tokenOf(await linkFor(email));
      const again = await invite(owner, company.id, email.toUpperCase(), 'recruiter');
      expect(again.statusCode).toBe(201);
      await expect.poll(() => mailsTo(email), { timeout: 10_000 }).toBe(2);
      const second = tokenOf(await linkFor(email));
      expect(second).not.toBe(first);
      expect((await view(null, first)).statusCode).toBe(404);
      expect((await view(null, second)).json().role).toBe('recruiter');
      expect((await team(owner, company.id)).json().invitations).toHaveLength(1);

      const member = await invite(owner, company.id, owner.email.toUpperCase());
      expect(member.statusCode).toBe(409);
      expect(member.json().fields.email).toBe(TEAM_MESSAGES.alreadyMember(owner.email.toUpperCase()));

      const bad = await invite(owner, company.id, 'not-an-address', 'boss');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().fields).toEqual({
        email: HIRING_TEAM_MESSAGES.email,
        role: HIRING_TEAM_MESSAGES.role,
      });
    });
  });

  describe('roles and the last owner', () => {
    it('lets an owner change roles and remove members, and members leave; every change is in the activity', async () => {
      const owner = await person('Owner');
      const company = await companyOf(owner);
      const recruiter = await person('Recruiter');
      const interviewer = await person('Interviewer');
      await joinAs(owner, company.id, recruiter, 'recruiter');
      await joinAs(owner, company.id, interviewer, 'interviewer');

      const promoted = await requestAs(
        app,
        owner,
        'PATCH',
        `/api/companies/${company.id}/members/${recruiter.id}`,
        {
          role: 'owner',
        },
      );
      expect(promoted.statusCode).toBe(200);
      expect(promoted.json()).toMatchObject({ userId: recruiter.id, role: 'owner' });

      // An interviewer sees the team but manages nothing, and no invitations.
      const seen = await team(interviewer, company.id);
      expect(seen.json()).toMatchObject({ viewerRole: 'interviewer', invitations: [] });
      expect(
        (
          await requestAs(app, interviewer, 'PATCH', `/api/companies/${company.id}/members/${owner.id}`, {
            role: 'interviewer',
          })
        ).statusCode,
      ).toBe(403);
      expect(
        (await requestAs(app, interviewer, 'DELETE', `/api/companies/${company.id}/members/${owner.id}`))
          .statusCode,
      ).toBe(403);
      expect((await invite(interviewer, company.id, 'friend@example.com')).statusCode).toBe(403);

      // Members leave themselves; owners remove others.
      expect(
        (
          await requestAs(
            app,
            interviewer,
            'DELETE',
            `/api/companies/${company.id}/members/${interviewer.id}`,
          )
        ).statusCode,
      ).toBe(200);
      expect((await team(interviewer, company.id)).statusCode).toBe(404);
      const [left] = await app.db.select().from(users).where(eq(users.id, interviewer.id));
      expect(left?.activeCompanyId).toBeNull();
      expect(
        (await requestAs(app, owner, 'DELETE', `/api/companies/${company.id}/members/${recruiter.id}`))
          .statusCode,
      ).toBe(200);
      expect((await team(owner, company.id)).json().members).toHaveLength(1);

      const kinds = await activityOf(company.id);
      expect(kinds.slice(-4)).toEqual([
        'team.joined',
        'team.role-changed',
        'team.member-left',
        'team.member-removed',
      ]);
      const summaries = (
        await app.db
          .select()
          .from(activityLog)
          .where(and(eq(activityLog.companyId, company.id), eq(activityLog.kind, 'team.member-left')))
      ).map((row) => row.summary);
      expect(summaries).toEqual([`Interviewer left the hiring team of ${company.name}`]);
    });

    it('keeps the last owner: they cannot be demoted, leave or be removed', async () => {
      const owner = await person('Only Owner');
      const company = await companyOf(owner);
      const demote = await requestAs(
        app,
        owner,
        'PATCH',
        `/api/companies/${company.id}/members/${owner.id}`,
        {
          role: 'recruiter',
        },
      );
      expect(demote.statusCode).toBe(409);
      expect(demote.json().message).toBe(TEAM_MESSAGES.lastOwner);
      const leave = await requestAs(app, owner, 'DELETE', `/api/companies/${company.id}/members/${owner.id}`);
      expect(leave.statusCode).toBe(409);
      const admin = await signUpAdmin(app);
      expect(
        (await requestAs(app, admin, 'DELETE', `/api/companies/${company.id}/members/${owner.id}`))
          .statusCode,
      ).toBe(409);
      expect((await team(owner, company.id)).json().members).toEqual([
        expect.objectContaining({ userId: owner.id, role: 'owner' }),
      ]);
      expect(await activityOf(company.id)).toEqual(['company.created']);
    });

    it('answers 404 to someone outside the team on every team route, and lets the operator in', async () => {
      const owner = await person('Owner');
      const company = await companyOf(owner);
      await invite(owner, company.id, `someone-${Date.now()}@example.com`);
      const [invitation] = (await team(owner, company.id)).json().invitations;
      const outsider = await person('Outsider');
      await companyOf(outsider);
      const base = `/api/companies/${company.id}`;
      const calls: [Parameters<typeof requestAs>[2], string, object?][] = [
        ['GET', `${base}/members`],
        ['PATCH', `${base}/members/${owner.id}`, { role: 'recruiter' }],
        ['DELETE', `${base}/members/${owner.id}`],
        ['POST', `${base}/invitations`, { email: 'x@example.com', role: 'recruiter' }],
        ['POST', `${base}/invitations/${invitation.id}/resend`],
        ['DELETE', `${base}/invitations/${invitation.id}`],
        ['GET', '/api/companies/not-a-uuid/members'],
      ];
      for (const [method, url, payload] of calls) {
        const response = await requestAs(app, outsider, method, url, payload);
        expect([url, response.statusCode]).toEqual([url, 404]);
        expect(response.json().message).toBe('Company not found.');
      }
      const admin = await signUpAdmin(app);
      const asOperator = await team(admin, company.id);
      expect(asOperator.json()).toMatchObject({ viewerRole: 'operator', invitations: [invitation] });
    });
  });
});
