import { expect, test } from '../support/test';
import { ADMIN, newAccount, signUpOverHttp } from '../support/accounts';

test('register, land on the page first asked for, sign out, sign in, and return to the guarded page', async ({
  page,
}) => {
  const account = newAccount('Katherine Johnson');

  await page.goto('/dashboard');
  await expect(page).toHaveURL('/login?next=%2Fdashboard');
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL('/register?next=%2Fdashboard');

  await page.getByLabel('Full name').fill(account.name);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByLabel('Confirm password').fill(account.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Registration successful! Welcome aboard!')).toBeVisible();
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('heading', { name: `Welcome, ${account.name}`, level: 1 })).toBeVisible();

  await page.getByRole('button', { name: `Account menu for ${account.name}` }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByText('Successfully signed out')).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }),
  ).toBeVisible();

  await page.goto('/profile');
  await expect(page).toHaveURL('/login?next=%2Fprofile');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Welcome back! Login successful')).toBeVisible();
  await expect(page).toHaveURL('/profile');
  await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
});

test('an administrator signing in lands on the dashboard', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Welcome back! Login successful')).toBeVisible();
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('heading', { name: 'Admin Dashboard', level: 1 })).toBeVisible();
});

test('a wrong password shows the error in a red box', async ({ page, baseURL }) => {
  const account = await signUpOverHttp(page.context().request, baseURL ?? '');
  await page.context().clearCookies();
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill('not my password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toHaveText('Invalid email or password.');
  await expect(alert).toHaveAttribute('data-tone', 'error');
  await expect(alert).toHaveClass(/bg-red-50/);
});

test('mismatched passwords say so and create no account', async ({ page }) => {
  const account = newAccount();
  await page.goto('/register');
  await page.getByLabel('Full name').fill(account.name);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByLabel('Confirm password').fill(`${account.password}!`);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();

  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password.');
});

test('the login page greets a signed-in person and signs them out', async ({ page, baseURL }) => {
  const account = await signUpOverHttp(page.context().request, baseURL ?? '', newAccount('Mary Jackson'));
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Welcome, Mary Jackson!' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'See your job recommendations' })).toHaveAttribute(
    'href',
    '/recommendations',
  );
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByText('Successfully signed out')).toBeVisible();
  await expect(page.getByLabel('Email')).toBeVisible();
  expect(account.email).toContain('@');
});
