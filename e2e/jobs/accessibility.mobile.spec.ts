import { expect, test } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';
import { showing } from './job-list';

for (const scheme of ['light', 'dark'] as const) {
  test.describe(scheme, () => {
    test.use({ colorScheme: scheme });

    test(`the phone's job list and its filter sheet pass axe (${scheme})`, async ({ page }) => {
      await page.goto('/jobs/healthcare');
      await expect(showing(page)).toBeVisible();
      await expectNoAxeViolations(page, 'list');
      await page.getByRole('button', { name: 'Filters', exact: true }).click();
      await expect(page.getByRole('dialog', { name: 'Filters' })).toBeVisible();
      await expectNoAxeViolations(page, 'sheet');
    });
  });
}
