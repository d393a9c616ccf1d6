import { expect, test } from '../support/test';
import { ADMIN, newAccount, signInOverHttp } from '../support/accounts';

// Settings apply to the whole site, so this file runs after every other (playwright.config.ts), and
// puts everything back as it found it.
test('platform settings apply at once, without a restart: site name and sign-up', async ({
  browser,
  baseURL,
}) => {
  const base = baseURL ?? '';
  const context = await browser.newContext();
  await signInOverHttp(context.request, base, ADMIN);
  const admin = await context.newPage();
  const visitor = await (await browser.newContext()).newPage();

  await admin.goto('/admin/settings');
  await admin.getByLabel('Site name').fill('');
  await admin.getByRole('button', { name: 'Save settings' }).click();
  await expect(admin.getByText('Site name is required')).toBeVisible();

  await admin.getByLabel('Site name').fill('HireHub');
  await admin.getByLabel('Sign-up open').uncheck();
  await admin.getByRole('button', { name: 'Save settings' }).click();
  try {
    await expect(admin.getByText('Settings saved. The site uses them from now on.')).toBeVisible();
    await expect(admin.getByRole('banner').getByRole('link', { name: /HireHub/ })).toBeVisible();
    await expect(admin).toHaveTitle('Platform Settings - HireHub');

    await visitor.goto('/jobs');
    await expect(visitor).toHaveTitle(/ - HireHub$/);
    await visitor.goto('/register');
    await expect(visitor.getByText('Sign-up is closed at the moment.')).toBeVisible();
    const refused = await visitor.request.post('/api/auth/sign-up/email', {
      data: newAccount(),
      headers: { origin: new URL(base).origin },
    });
    expect(refused.status()).toBe(403);
    expect((await refused.json()).message).toBe(
      'Sign-up is closed at the moment. If you already have an account, sign in.',
    );
  } finally {
    const restored = await context.request.put('/api/admin/settings', {
      headers: { origin: new URL(base).origin },
      data: { siteName: 'SkillMatch', signUpOpen: true, jobsPageSize: 20, strongMatchThreshold: 80 },
    });
    expect(restored.ok()).toBe(true);
  }
  await visitor.goto('/register');
  await expect(visitor.getByLabel('Full name')).toBeVisible();
});
