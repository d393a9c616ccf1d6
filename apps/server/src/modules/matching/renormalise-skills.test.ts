import { renormaliseSkills } from '@skillmatch/db/renormalise-skills';
import { jobs } from '@skillmatch/db/schema/jobs';
import { taxonomy } from '@skillmatch/matching/taxonomy';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeJob } from '../../../test/job-factory';
import { createTestApp } from '../../../test/test-app';
import type { App } from '../../app-types';

describe('skills stored under an older taxonomy', () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('are resolved again with the current one, and only they', async () => {
    const stale = await makeJob(app, { skills: ['ReactJS', 'k8s'] });
    const current = await makeJob(app, { skills: ['Python'] });
    await app.db
      .update(jobs)
      .set({ skillIds: ['reactjs', 'k8s'], skillTaxonomy: 'old' })
      .where(eq(jobs.id, stale.id));

    expect(await renormaliseSkills(app.db)).toBe(1);
    const [row] = await app.db.select().from(jobs).where(eq(jobs.id, stale.id));
    expect(row).toMatchObject({
      skillIds: ['react', taxonomy.resolve('Kubernetes')!.id],
      skillTaxonomy: taxonomy.version,
    });
    const [untouched] = await app.db.select().from(jobs).where(eq(jobs.id, current.id));
    expect(untouched?.skillIds).toEqual([taxonomy.resolve('Python')!.id]);
    expect(await renormaliseSkills(app.db)).toBe(0);
  });
});
