import { expect, test } from '../support/test';

test('a job page says who the employer is and leads to similar jobs', async ({ page, request }) => {
  const { jobs } = await (await request.get('/api/jobs?pageSize=1&category=Healthcare')).json();
  const job: { id: string; company: string } = jobs[0];
  await page.goto(`/jobs/${job.id}`);

  const employer = page.getByRole('region', { name: 'About the employer' });
  await expect(employer).toContainText(job.company);
  // The demo catalogue's employers are invented, each with a short description.
  await expect(employer).toContainText(`${job.company} is`);

  const similar = page.getByRole('region', { name: 'Similar jobs' });
  const links = similar.getByRole('link');
  await expect(links.first()).toBeVisible();
  expect(await links.count()).toBeLessThanOrEqual(4);
  await expect(similar.getByText('Skills in common:').first()).toBeVisible();
  const title = (await links.first().textContent()) ?? '';
  await links.first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page).not.toHaveURL(`/jobs/${job.id}`);
});

test('the newest jobs were not all posted today', async ({ page }) => {
  // Among the demo catalogue's jobs: other specs post Technology and Logistics jobs today.
  await page.goto('/jobs?sort=newest&category=Finance');
  // The cards' relative dates (the selected job's pane gives its date in full).
  const dates = page.getByRole('article').getByText(/^Posted (today|yesterday|\d+ days ago)$/);
  await expect(dates.first()).toBeVisible();
  const shown = new Set(await dates.allTextContents());
  expect(shown.size).toBeGreaterThan(1);
});
