import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityLog } from '@skillmatch/db/schema/activity-log';
import { users } from '@skillmatch/db/schema/auth';
import { requestAs, signUpAdmin } from '../../../test/accounts';
import { hiringTeamWorld } from '../../../test/hiring-team-world';
import { TEAM_MESSAGES } from './team-lock';

/** Roles on a hiring team, the last owner, and who may call the team’s routes. */
describe('companies and their hiring teams: roles', () => {
  const world = hiringTeamWorld();
  const { person, companyOf, invite, team, activityOf, joinAs } = world;

  describe('roles and the last owner', () => {
    it('lets an owner change roles and remove members, and members leave; every change is in the activity', async () => {
      const owner = await person('Owner');
      const company = await companyOf(owner);
      const recruiter = await person('Recruiter');
      const interviewer = await person('Interviewer');
      await joinAs(owner, company.id, recruiter, 'recruiter');
      await joinAs(owner, company.id, interviewer, 'interviewer');

      const promoted = await requestAs(
        world.app,
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
          await requestAs(
            world.app,
            interviewer,
            'PATCH',
            `/api/companies/${company.id}/members/${owner.id}`,
            {
              role: 'interviewer',
            },
          )
        ).statusCode,
      ).toBe(403);
      expect(
        (
          await requestAs(
            world.app,
            interviewer,
            'DELETE',
            `/api/companies/${company.id}/members/${owner.id}`,
          )
        ).statusCode,
      ).toBe(403);
      expect((await invite(interviewer, company.id, 'friend@example.com')).statusCode).toBe(403);

      // Members leave themselves; owners remove others.
      expect(
        (
          await requestAs(
            world.app,
            interviewer,
            'DELETE',
            `/api/companies/${company.id}/members/${interviewer.id}`,
          )
        ).statusCode,
      ).toBe(200);
      expect((await team(interviewer, company.id)).statusCode).toBe(404);
      const [left] = await world.app.db.select().from(users).where(eq(users.id, interviewer.id));
      expect(left?.activeCompanyId).toBeNull();
      expect(
        (await requestAs(world.app, owner, 'DELETE', `/api/companies/${company.id}/members/${recruiter.id}`))
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
        await world.app.db
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
        world.app,
        owner,
        'PATCH',
        `/api/companies/${company.id}/members/${owner.id}`,
        {
          role: 'recruiter',
        },
      );
      expect(demote.statusCode).toBe(409);
      expect(demote.json().message).toBe(TEAM_MESSAGES.lastOwner);
      const leave = await requestAs(
        world.app,
        owner,
        'DELETE',
        `/api/companies/${company.id}/members/${owner.id}`,
      );
      expect(leave.statusCode).toBe(409);
      const admin = await signUpAdmin(world.app);
      expect(
        (await requestAs(world.app, admin, 'DELETE', `/api/companies/${company.id}/members/${owner.id}`))
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
        const response = await requestAs(world.app, outsider, method, url, payload);
        expect([url, response.statusCode]).toEqual([url, 404]);
        expect(response.json().message).toBe('Company not found.');
      }
      const admin = await signUpAdmin(world.app);
      const asOperator = await team(admin, company.id);
      expect(asOperator.json()).toMatchObject({ viewerRole: 'operator', invitations: [invitation] });
    });
  });
});
