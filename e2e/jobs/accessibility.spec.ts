import { FRONTEND_SKILLS, seekerWithSkills } from '../support/accounts';
import { expect, test } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';

for (const scheme of ['light', 'dark'] as const) {
  test(`a job page, a filtered list with the selected job and saved jobs pass axe (${scheme})`, async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ colorScheme: scheme });
    const page = await context.newPage();
    // A seeker with skills: badges on the cards, the reasons' summary beside the list.
    await seekerWithSkills(context.request, baseURL ?? '', FRONTEND_SKILLS);
    const { jobs } = await (await context.request.get('/api/jobs?pageSize=1&remote=true')).json();
    for (const path of [`/jobs/${jobs[0].id}`, '/jobs?remote=true&skills=Python', '/saved-jobs']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText(/^(Loading jobs\.\.\.|Processing filters\.\.\.)$/)).toHaveCount(0);
      await expectNoAxeViolations(page, path);
    }
    await context.close();
  });
}
