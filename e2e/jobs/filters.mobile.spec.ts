import { expect, test } from '../support/test';

test('on a phone the filters open as a drawer with a "Show N jobs" button', async ({ page }) => {
  await page.goto('/jobs');
  const filters = page.getByRole('search', { name: 'Filter jobs' });
  await expect(filters).toBeHidden();
  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  await expect(filters).toBeVisible();
  await filters.getByLabel('Remote Only').check();
  await page.getByRole('button', { name: /^Show \d+ jobs$/ }).click();
  await expect(filters).toBeHidden();
  await expect(page).toHaveURL('/jobs?remote=true');
});
