import { expect, test } from '../support/test';
import { linkFromOutbox, signUpOverHttp } from '../support/accounts';

test('forgot password: the reset link from the outbox sets a new password', async ({ page, baseURL }) => {
  const account = await signUpOverHttp(page.context().request, baseURL ?? '');
  await page.context().clearCookies();

  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL('/forgot-password');
  await expect(page.getByLabel('Email')).toHaveValue(account.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('If an account exists for that email')).toBeVisible();

  // The email is sent by a background task: wait until it is in the outbox.
  let link = '';
  await expect
    .poll(async () => (link = await linkFromOutbox(account.email).catch(() => '')), { timeout: 15_000 })
    .not.toBe('');
  await page.goto(link);
  await expect(page).toHaveURL(/\/reset-password\?token=/);
  await page.getByLabel('New password', { exact: true }).fill('a fresh new password');
  await page.getByLabel('Confirm new password').fill('a fresh new password');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(
    page.getByText('Your password has been changed. Sign in with your new password.'),
  ).toBeVisible();

  await page.getByRole('link', { name: 'Sign in' }).click();
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill('a fresh new password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Welcome back! Login successful')).toBeVisible();
});

test('a reset link that is not valid says so and offers a new one', async ({ page }) => {
  await page.goto('/reset-password?error=INVALID_TOKEN');
  await expect(page.getByRole('alert')).toContainText('This reset link is invalid or has expired.');
  await expect(page.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
    'href',
    '/forgot-password',
  );
});
