import { devices } from '@playwright/test';
import { expect, test } from '../support/test';
import { scanInBothThemes } from '../support/axe';

const DEVICES = { desktop: devices['Desktop Chrome'], phone: devices['Pixel 7'] };

// Scanned in both themes from one load (support/axe.ts, `scanInBothThemes`).
for (const [name, device] of Object.entries(DEVICES)) {
  test(`a demo company's page, reached from one of its jobs, passes axe (${name}, light and dark)`, async ({
    browser,
    baseURL,
  }) => {
    // Both themes' scans: twice the default time, as the two tests this was had.
    test.setTimeout(120_000);
    const context = await browser.newContext({ ...device, baseURL });
    const page = await context.newPage();
    const { jobs } = await (await context.request.get('/api/jobs?pageSize=1&category=Healthcare')).json();
    const job = jobs[0];
    await page.goto(`/jobs/${job.id}`);
    const header = page.locator('header', {
      has: page.getByRole('heading', { level: 1, name: job.title }),
    });
    await header.getByRole('link', { name: job.company, exact: true }).click();

    await expect(page).toHaveURL(`/companies/${job.companySlug}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(job.company);
    // The demo employer's own About text, sector and headquarters, as the demo catalogue invents them.
    const about = page.getByRole('region', { name: `About ${job.company}` });
    await expect(about).toContainText(`${job.company} is`);
    await expect(page.getByRole('term')).not.toHaveCount(0);
    const openJobs = page.getByRole('region', { name: /open job/ });
    await expect(openJobs.getByRole('link', { name: job.title, exact: true }).first()).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${job.company}: jobs and company page`));
    expect(await scanInBothThemes(page, `company page (${name})`)).toEqual([]);

    // Its jobs, searched: the company filter in the job list's URL.
    await openJobs.getByRole('link', { name: 'Search and filter these jobs' }).click();
    await expect(page).toHaveURL(`/jobs?company=${job.companySlug}`);
    await expect(page.getByRole('list', { name: 'Active filters' })).toContainText(job.company);
    await context.close();
  });
}
