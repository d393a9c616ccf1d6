import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '../support/test';
import { ADMIN, signInOverHttp, signUpOverHttp } from '../support/accounts';

const NO_MATCHES = 'No jobs found matching your search criteria';

async function searchDashboard(page: Page, text: string) {
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Admin Dashboard', level: 1 })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search jobs' }).fill(text);
}

test('an administrator adds, finds, edits, closes and deletes a job', async ({ page, baseURL }) => {
  await signInOverHttp(page.context().request, baseURL ?? '', ADMIN);
  // A word no seeded job has, so that searching for it finds exactly this job.
  const token = `zq${randomUUID().slice(0, 8)}`;
  const title = `Platform Engineer ${token}`;
  const editedTitle = `Staff Platform Engineer ${token}`;

  // Add it through the form.
  await page.goto('/admin/jobs');
  await expect(page.getByRole('heading', { name: 'Add New Job Listing', level: 1 })).toBeVisible();
  await page.getByLabel('Job title').fill(title);
  await page.getByLabel('Company').fill('Initech');
  await page.getByLabel('Location').fill('Austin, TX');
  await page.getByLabel('Category').selectOption('Technology');
  await page.getByLabel('Minimum salary').fill('90,000');
  await page.getByLabel('Maximum salary').fill('120000');
  await page.getByRole('checkbox', { name: 'Remote position' }).check();
  await page.getByLabel('Description').fill('Keep the platform fast, safe and boring.');
  await page.getByRole('textbox', { name: 'Skill 1' }).fill('Kubernetes');
  await page.getByRole('textbox', { name: 'Skill 1' }).press('Enter');
  await page.getByRole('textbox', { name: 'Skill 2' }).fill('Go');
  await page.getByRole('button', { name: 'Save Job Listing' }).click();

  const popup = page.getByRole('dialog', { name: 'Job Added Successfully!' });
  await expect(popup).toBeVisible();
  await expect(popup).toContainText('Your job listing has been successfully created.');
  await popup.getByRole('button', { name: 'Continue' }).click();
  // The admin lands on the new job, with a way to add another.
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Job published' })).toBeVisible();
  await page.getByRole('link', { name: 'Add another' }).click();
  await expect(page.getByLabel('Job title')).toHaveValue('');

  // Find it in the dashboard table.
  await searchDashboard(page, token);
  const row = page.getByRole('row', { name: new RegExp(token) });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(title);
  await expect(row).toContainText('Initech');
  await expect(row).toContainText('Austin, TX');
  await expect(row.getByText('Active', { exact: true })).toBeVisible();

  // Edit its title.
  await row.getByRole('link', { name: `Edit ${title}` }).click();
  await expect(page.getByRole('heading', { name: 'Edit Job Listing', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Job title')).toHaveValue(title);
  await expect(page.getByRole('textbox', { name: 'Skill 2' })).toHaveValue('Go');
  await page.getByLabel('Job title').fill(editedTitle);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Job updated')).toBeVisible();
  await expect(page).toHaveURL('/dashboard');

  // Close it from its edit page; the table then reads Closed.
  await page.getByRole('searchbox', { name: 'Search jobs' }).fill(token);
  await expect(row).toContainText(editedTitle);
  await row.getByRole('link', { name: `Edit ${editedTitle}` }).click();
  await page.getByRole('button', { name: 'Close listing' }).click();
  await expect(page.getByRole('button', { name: 'Reopen listing' })).toBeVisible();
  await searchDashboard(page, token);
  await expect(row.getByText('Closed', { exact: true })).toBeVisible();

  // Delete it, after confirming.
  await row.getByRole('button', { name: `Delete ${editedTitle}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this job?' });
  await expect(confirm).toContainText('Applications already sent stay readable to the people who applied.');
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(confirm).toBeHidden();
  await expect(row).toHaveCount(0);

  // Gone for good.
  await searchDashboard(page, editedTitle);
  await expect(page.getByText(NO_MATCHES)).toBeVisible();
  const api = await page.context().request.get(`/api/jobs?status=all&q=${token}`);
  expect((await api.json()).total).toBe(0);
});

test('a regular user cannot publish a job through the API (403)', async ({ page, baseURL }) => {
  const request = page.context().request;
  await signUpOverHttp(request, baseURL ?? '');
  const response = await request.post('/api/jobs', {
    headers: { origin: new URL(baseURL ?? '').origin },
    data: {
      title: 'Not allowed',
      company: 'Nobody',
      location: 'Nowhere',
      category: 'Technology',
      description: 'A regular user may not publish jobs.',
    },
  });
  expect(response.status()).toBe(403);
  expect((await response.json()).code).toBe('FORBIDDEN');
});
