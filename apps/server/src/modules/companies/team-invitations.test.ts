import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companyInvitations } from '@skillmatch/db/schema/hiring-team';
import { HIRING_TEAM_MESSAGES } from '@skillmatch/shared/schemas/hiring-team';
import { requestAs } from '../../../test/accounts';
import { hiringTeamWorld } from '../../../test/hiring-team-world';
import { TEAM_MESSAGES } from './team-lock';

/** Inviting someone to a hiring team: the emailed link, accepting it, and the links that no longer open. */
describe('companies and their hiring teams: invitations', () => {
  const world = hiringTeamWorld();
  const { sent, person, companyOf, linkFor, mailsTo, tokenOf, invite, accept, view, team, activityOf } =
    world;

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
      expect(link).toMatch(new RegExp(`^${world.app.config.publicUrl}/invitations/[A-Za-z0-9_-]{43}$`));
      const mail = sent.findLast((message) => message.to === recruiter.email)!;
      expect(mail.subject).toBe(`Join ${company.name} on SkillMatch`);
      expect(mail.text).toContain('Inviting Owner invited you');
      const token = tokenOf(link);
      const [stored] = await world.app.db
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
      expect((await requestAs(world.app, recruiter, 'GET', '/api/me/companies')).json().activeCompanyId).toBe(
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
        world.app,
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
      await world.app.db
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
        world.app,
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
        world.app,
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
});
