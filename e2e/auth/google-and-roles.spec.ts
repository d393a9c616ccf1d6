import { expect, test } from '../support/test';
import { ADMIN, signInOverHttp, signUpOverHttp } from '../support/accounts';

test('Google sign-in (against the local OpenID Connect provider)', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(page.getByText('Welcome! Google sign-in successful')).toBeVisible();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('button', { name: 'Account menu for Grace Hopper' })).toBeVisible();
});

test('a regular user opening /admin/jobs sees the 403 screen', async ({ page, baseURL }) => {
  await signUpOverHttp(page.context().request, baseURL ?? '');
  await page.goto('/admin/jobs');
  await expect(page.getByRole('heading', { name: 'You do not have access to this page' })).toBeVisible();
});

test('the administrator reaches the admin screens', async ({ page, baseURL }) => {
  await signInOverHttp(page.context().request, baseURL ?? '', ADMIN);
  await page.goto('/admin/jobs');
  await expect(page.getByRole('heading', { name: 'Add New Job Listing' })).toBeVisible();
});
