import { expect, test } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';
import { FRONTEND_SKILLS, origin, seekerWithSkills } from '../support/accounts';

const EDITED = 'Staff engineer, data platforms';

test('an edit saved after the session ended elsewhere is kept, and saves after signing in again', async ({
  page,
  browser,
  baseURL,
}) => {
  const account = await seekerWithSkills(page.request, baseURL ?? '', FRONTEND_SKILLS, 'Mary Jackson');
  await page.goto('/profile');
  const headline = page.getByLabel('Professional headline');
  await expect(headline).toHaveValue('Frontend engineer');

  // Signed out in another tab: the same session ends on the server; this page still holds its cookie.
  const elsewhere = await browser.newContext({ baseURL, storageState: await page.context().storageState() });
  expect((await elsewhere.request.post('/api/logout', { headers: origin(baseURL ?? '') })).ok()).toBe(true);
  await elsewhere.close();

  await headline.fill(EDITED);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  const notice = page.getByRole('alert').filter({ hasText: 'You were signed out' });
  await expect(notice).toContainText('kept in this browser tab');
  await expect(notice).toBeInViewport();
  await expect(headline).toHaveValue(EDITED);
  // The header no longer shows her signed in.
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(header.getByRole('button', { name: /Account menu/ })).toHaveCount(0);
  await expectNoAxeViolations(page, 'profile after the session ended');

  await page.getByRole('link', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/login\?next=%2Fprofile$/);
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();

  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText('Your changes from before you were signed out are back')).toBeVisible();
  await expect(headline).toHaveValue(EDITED);
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile updated successfully')).toBeVisible();

  // Saved on the server, and the kept draft is gone: a reload shows the saved profile, nothing restored.
  await page.reload();
  await expect(headline).toHaveValue(EDITED);
  await expect(page.getByText('Your changes from before you were signed out are back')).toHaveCount(0);
});
