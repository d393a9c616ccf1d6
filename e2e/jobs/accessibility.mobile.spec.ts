import { expect, test } from '../support/test';
import { scanInBothThemes } from '../support/axe';
import { showing } from './job-list';

// Each screen is scanned in both themes from one load (support/axe.ts, `scanInBothThemes`).
test("the phone's job list and its filter sheet pass axe (light and dark)", async ({ page }) => {
  // Both themes' scans: twice the default time, as the two tests this was had.
  test.setTimeout(120_000);
  await page.goto('/jobs/healthcare');
  await expect(showing(page)).toBeVisible();
  const found = await scanInBothThemes(page, 'list');
  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Filters' })).toBeVisible();
  found.push(...(await scanInBothThemes(page, 'sheet')));
  expect(found).toEqual([]);
});
