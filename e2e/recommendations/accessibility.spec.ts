import { FRONTEND_SKILLS, seekerWithSkills } from '../support/accounts';
import { expect, test } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';
import { recommendationsFor } from './recommendation-list';

for (const scheme of ['light', 'dark'] as const) {
  test(`recommendations, the seeker dashboard and a job's match pass axe (${scheme})`, async ({
    browser,
    baseURL,
  }) => {
    // Five axe scans of full pages; on two busy cores each takes up to ~15 s.
    test.setTimeout(180_000);
    const context = await browser.newContext({ colorScheme: scheme });
    const page = await context.newPage();
    const account = await seekerWithSkills(context.request, baseURL ?? '', FRONTEND_SKILLS);
    const [top] = (await recommendationsFor(context.request, account.email, 1)).items;
    const screens: [path: string, ready: string][] = [
      ['/recommendations', 'Recommended jobs'],
      ['/dashboard', 'Top Skill Matches'],
      [`/jobs/${top!.jobDetails.id}`, 'Your match'],
    ];
    for (const [path, ready] of screens) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(
        page.getByRole(path === '/recommendations' ? 'list' : 'region', { name: ready }),
      ).toBeVisible();
      await expect(page.getByText(/% match/).first()).toBeVisible();
      await expectNoAxeViolations(page, path);
    }
    // The empty states.
    await seekerWithSkills(context.request, baseURL ?? '', []);
    for (const path of ['/recommendations', '/dashboard']) {
      await page.goto(path);
      await expect(page.getByRole('link', { name: /Profile|profile/ }).first()).toBeVisible();
      await expectNoAxeViolations(page, `${path} (empty)`);
    }
    await context.close();
  });
}
