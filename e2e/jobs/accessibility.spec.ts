import { FRONTEND_SKILLS, seekerWithSkills } from '../support/accounts';
import { expect, test } from '../support/test';
import { scanInBothThemes } from '../support/axe';

// Each page is scanned in both themes from one load (support/axe.ts, `scanInBothThemes`).
test('a job page, a filtered list with the selected job and saved jobs pass axe (light and dark)', async ({
  browser,
  baseURL,
}) => {
  // Both themes' scans: twice the default time, as the two tests this was had.
  test.setTimeout(120_000);
  const context = await browser.newContext();
  const page = await context.newPage();
  // A seeker with skills: badges on the cards, the reasons' summary beside the list.
  await seekerWithSkills(context.request, baseURL ?? '', FRONTEND_SKILLS);
  const { jobs } = await (await context.request.get('/api/jobs?pageSize=1&remote=true')).json();
  for (const path of [`/jobs/${jobs[0].id}`, '/jobs?remote=true&skills=Python', '/saved-jobs']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(/^(Loading jobs\.\.\.|Processing filters\.\.\.)$/)).toHaveCount(0);
    expect(await scanInBothThemes(page, path)).toEqual([]);
  }
  await context.close();
});
