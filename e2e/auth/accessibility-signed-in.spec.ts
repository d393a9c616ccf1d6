import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { ADMIN, signInOverHttp, signUpOverHttp } from '../support/accounts';

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

for (const scheme of ['light', 'dark'] as const) {
  test(`signed-in screens and the open account menu pass axe (${scheme})`, async ({ browser, baseURL }) => {
    const context = await browser.newContext({ colorScheme: scheme });
    const page = await context.newPage();
    await signUpOverHttp(context.request, baseURL ?? '');
    for (const path of ['/dashboard', '/admin/jobs', '/login']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
      expect(results.violations.map((violation) => `${path} ${violation.id}`)).toEqual([]);
    }
    await page.goto('/jobs');
    await page.getByRole('button', { name: /Account menu for/ }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    const menu = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
    expect(menu.violations.map((violation) => violation.id)).toEqual([]);
    await context.close();
  });
}

test('the administrator’s screens pass axe', async ({ page, baseURL }) => {
  await signInOverHttp(page.context().request, baseURL ?? '', ADMIN);
  await page.goto('/admin/jobs');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
});
