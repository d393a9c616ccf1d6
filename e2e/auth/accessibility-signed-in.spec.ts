import { signUpOverHttp } from '../support/accounts';
import { expect, test } from '../support/test';
import { scanInBothThemes } from '../support/axe';

// Every route, for every role, is scanned in shell/accessibility.spec.ts; this is the open menu.
// Scanned in both themes from one load (support/axe.ts, `scanInBothThemes`).
test('the open account menu passes axe (light and dark)', async ({ browser, baseURL }) => {
  // Both themes' scans: twice the default time, as the two tests this was had.
  test.setTimeout(120_000);
  const context = await browser.newContext();
  const page = await context.newPage();
  await signUpOverHttp(context.request, baseURL ?? '');
  await page.goto('/jobs');
  await page.getByRole('button', { name: /Account menu for/ }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  expect(await scanInBothThemes(page, 'account menu')).toEqual([]);
  await context.close();
});
