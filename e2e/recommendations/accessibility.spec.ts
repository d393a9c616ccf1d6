import { FRONTEND_SKILLS, seekerWithSkills } from '../support/accounts';
import { expect, test } from '../support/test';
import { scanInBothThemes } from '../support/axe';
import { recommendationsFor } from './recommendation-list';

// Each page is scanned in both themes from one load (support/axe.ts, `scanInBothThemes`).
test("recommendations, the seeker dashboard and a job's match pass axe (light and dark)", async ({
  browser,
  baseURL,
}) => {
  // Five pages scanned in two themes; on two busy cores a scan takes up to ~15 s.
  test.setTimeout(240_000);
  const context = await browser.newContext();
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
    expect(await scanInBothThemes(page, path)).toEqual([]);
  }
  // The empty states.
  await seekerWithSkills(context.request, baseURL ?? '', []);
  for (const path of ['/recommendations', '/dashboard']) {
    await page.goto(path);
    await expect(page.getByRole('link', { name: /Profile|profile/ }).first()).toBeVisible();
    expect(await scanInBothThemes(page, `${path} (empty)`)).toEqual([]);
  }
  await context.close();
});
