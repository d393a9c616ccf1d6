import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { companies } from '@skillmatch/db/schema/companies';
import { companyMembers } from '@skillmatch/db/schema/hiring-team';
import { jobs } from '@skillmatch/db/schema/jobs';
import type { CompanyRole } from '@skillmatch/shared/constants';
import type { App } from '../src/app-types';
import { signUp, signUpAdmin, type TestAccount } from './accounts';
import { makeJob } from './job-factory';
import { createTestApp } from './test-app';

/**
 * What the company page tests share, made before and closed after the calling `describe`: Orchard Labs
 * with two published, open jobs (and a closed and a pending one), Brookside Bakery with one, Orchard's
 * owner and recruiter, someone outside its team, and the operator.
 */
export function orchardWorld() {
  const world = {
    app: undefined as unknown as App,
    owner: undefined as unknown as TestAccount,
    recruiter: undefined as unknown as TestAccount,
    outsider: undefined as unknown as TestAccount,
    operator: undefined as unknown as TestAccount,
    orchardId: '',
    companyOf: async (slug: string) =>
      (await world.app.db.select().from(companies).where(eq(companies.slug, slug)))[0]!,
  };
  const join = (account: TestAccount, companyId: string, role: CompanyRole) =>
    world.app.db.insert(companyMembers).values({ companyId, userId: account.id, role });

  beforeAll(async () => {
    const app = await createTestApp();
    world.app = app;
    [world.owner, world.recruiter, world.outsider, world.operator] = await Promise.all([
      signUp(app),
      signUp(app),
      signUp(app),
      signUpAdmin(app),
    ]);
    // The published, open jobs ask for Horticulture: search's own scope of pending jobs is not asked about here.
    const grower = { company: 'Orchard Labs', skills: ['Horticulture'] };
    await makeJob(app, { title: 'Orchard Gardener', ...grower, postedDate: '2026-11-02' });
    await makeJob(app, { title: 'Orchard Picker', ...grower, postedDate: '2026-11-03' });
    await makeJob(app, { title: 'Orchard Closed', company: 'Orchard Labs', status: 'closed' });
    const pending = await makeJob(app, { title: 'Orchard Pending', company: 'Orchard Labs' });
    await app.db.update(jobs).set({ review: 'pending' }).where(eq(jobs.id, pending.id));
    await makeJob(app, { title: 'Brook Baker', company: 'Brookside Bakery', skills: ['Horticulture'] });
    world.orchardId = (await world.companyOf('orchard-labs')).id;
    await join(world.owner, world.orchardId, 'owner');
    await join(world.recruiter, world.orchardId, 'recruiter');
  });
  afterAll(() => world.app.close());
  return world;
}
