import { signUpOverHttp } from '../support/accounts';
import { expect, test } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';

// Every route, for every role, is scanned in shell/accessibility.spec.ts; this is the open menu.
for (const scheme of ['light', 'dark'] as const) {
  test(`the open account menu passes axe (${scheme})`, async ({ browser, baseURL }) => {
    const context = await browser.newContext({ colorScheme: scheme });
    const page = await context.newPage();
    await signUpOverHttp(context.request, baseURL ?? '');
    await page.goto('/jobs');
    await page.getByRole('button', { name: /Account menu for/ }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await expectNoAxeViolations(page, 'account menu');
    await context.close();
  });
}
