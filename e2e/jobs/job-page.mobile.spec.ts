import { expect, test } from '../support/test';
import { firstJobs } from './job-list';

test('on a phone, Apply Now stays at the bottom of a job page and leads to the apply panel', async ({
  page,
  request,
}) => {
  const job = (await firstJobs(request, 'pageSize=1'))[0]!;
  await page.goto(`/jobs/${job.id}`);
  await expect(page.getByRole('heading', { name: job.title, level: 1 })).toBeVisible();

  const panel = page.getByRole('complementary', { name: 'Apply' });
  await expect(panel).not.toBeInViewport();
  const bar = page.getByRole('link', { name: 'Apply Now' });
  await expect(bar).toBeInViewport();

  await bar.click();
  await expect(panel).toBeInViewport();
  // The bar steps aside while the panel it leads to is on screen.
  await expect(bar).toHaveCount(0);
});
