import { expect, test, type Browser, type Page } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';
import { FRONTEND_SKILLS, origin, seekerWithSkills } from '../support/accounts';

const EDITED = 'Staff engineer, data platforms';
const MOTIVATION = 'I have built data platforms for years and would like to build yours with your team.';

/** Signed out in another tab: the same session ends on the server; this page still holds its cookie. */
async function endSessionElsewhere(browser: Browser, page: Page, baseURL: string) {
  const elsewhere = await browser.newContext({ baseURL, storageState: await page.context().storageState() });
  expect((await elsewhere.request.post('/api/logout', { headers: origin(baseURL) })).ok()).toBe(true);
  await elsewhere.close();
}

async function signInOnTheForm(page: Page, account: { email: string; password: string }) {
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

test('an edit saved after the session ended elsewhere is kept, and saves after signing in again', async ({
  page,
  browser,
  baseURL,
}) => {
  const account = await seekerWithSkills(page.request, baseURL ?? '', FRONTEND_SKILLS, 'Mary Jackson');
  await page.goto('/profile');
  const headline = page.getByLabel('Professional headline');
  await expect(headline).toHaveValue('Frontend engineer');

  await endSessionElsewhere(browser, page, baseURL ?? '');

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
  await signInOnTheForm(page, account);

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

test('a motivation sent after the session ended is kept, and sends after signing in again', async ({
  page,
  browser,
  baseURL,
}) => {
  const account = await seekerWithSkills(page.request, baseURL ?? '', FRONTEND_SKILLS, 'Dorothy Vaughan');
  const jobs = await (await page.request.get('/api/jobs?pageSize=1')).json();
  const jobPath = `/jobs/${jobs.jobs[0].id}`;
  await page.goto(jobPath);
  const panel = page.getByRole('complementary', { name: 'Apply' });
  await panel.getByRole('button', { name: 'Apply Now' }).click();
  await panel.getByLabel('Why do you want to join this team?').fill(MOTIVATION);
  await endSessionElsewhere(browser, page, baseURL ?? '');

  await panel.getByRole('button', { name: 'Submit Application' }).click();
  await expect(panel.getByRole('alert').filter({ hasText: 'You were signed out' })).toBeInViewport();
  await expectNoAxeViolations(page, 'job page after the session ended');
  await panel.getByRole('link', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(`/login?next=${encodeURIComponent(jobPath)}`);
  await signInOnTheForm(page, account);

  await expect(page).toHaveURL(jobPath);
  await expect(panel.getByText('Your motivation from before you were signed out is back')).toBeVisible();
  await expect(panel.getByLabel('Why do you want to join this team?')).toHaveValue(MOTIVATION);
  await panel.getByRole('button', { name: 'Submit Application' }).click();
  await expect(panel.getByText('You have already applied for this position')).toBeVisible();
});
