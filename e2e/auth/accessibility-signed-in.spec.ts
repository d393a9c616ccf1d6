import AxeBuilder from '@axe-core/playwright';
import { signUpOverHttp } from '../support/accounts';
import { expect, test } from '../support/test';

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

// Every route, for every role, is scanned in shell/accessibility.spec.ts; this is the open menu.
for (const scheme of ['light', 'dark'] as const) {
  test(`the open account menu passes axe (${scheme})`, async ({ browser, baseURL }) => {
    const context = await browser.newContext({ colorScheme: scheme });
    const page = await context.newPage();
    await signUpOverHttp(context.request, baseURL ?? '');
    await page.goto('/jobs');
    await page.getByRole('button', { name: /Account menu for/ }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    const menu = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
    expect(menu.violations.map((violation) => violation.id)).toEqual([]);
    await context.close();
  });
}
