import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../support/test';
import { showing } from './job-list';

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

for (const scheme of ['light', 'dark'] as const) {
  test.describe(scheme, () => {
    test.use({ colorScheme: scheme });

    test(`the phone's job list and its filter sheet pass axe (${scheme})`, async ({ page }) => {
      await page.goto('/jobs/healthcare');
      await expect(showing(page)).toBeVisible();
      const list = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
      expect(list.violations.map((violation) => `list ${violation.id}`)).toEqual([]);
      await page.getByRole('button', { name: 'Filters', exact: true }).click();
      await expect(page.getByRole('dialog', { name: 'Filters' })).toBeVisible();
      const sheet = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
      expect(sheet.violations.map((violation) => `sheet ${violation.id}`)).toEqual([]);
    });
  });
}
