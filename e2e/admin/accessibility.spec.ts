import { expect, test } from '../support/test';
import { scanInBothThemes } from '../support/axe';
import { ADMIN, signInOverHttp } from '../support/accounts';

// Each screen is scanned in both themes from one load (support/axe.ts, `scanInBothThemes`).
for (const width of [1280, 390]) {
  test(`the admin job screens pass axe (light and dark, ${width}px)`, async ({ browser, baseURL }) => {
    // Both themes' scans: twice the default time, as the two tests this was had.
    test.setTimeout(120_000);
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    await signInOverHttp(context.request, baseURL ?? '', ADMIN);
    const found: string[] = [];

    await page.goto('/dashboard');
    const edit = page.getByRole('link', { name: /^Edit / }).first();
    await expect(edit).toBeVisible();
    found.push(...(await scanInBothThemes(page, 'dashboard')));

    await page
      .getByRole('button', { name: /^Delete / })
      .first()
      .click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    found.push(...(await scanInBothThemes(page, 'delete dialog')));
    await page.keyboard.press('Escape');
    await expect(page.getByRole('alertdialog')).toBeHidden();

    await edit.click();
    await expect(page.getByRole('heading', { name: 'Edit Job Listing', level: 1 })).toBeVisible();
    await expect(page.getByLabel('Job title')).not.toHaveValue('');
    found.push(...(await scanInBothThemes(page, 'edit')));

    await page.goto('/admin/jobs');
    await page.getByRole('button', { name: 'Save Job Listing' }).click();
    await expect(page.getByText('Title is required')).toBeVisible();
    found.push(...(await scanInBothThemes(page, 'add with errors')));

    expect(found).toEqual([]);
    await context.close();
  });

  test(`the back office passes axe (light and dark, ${width}px)`, async ({ browser, baseURL }) => {
    test.setTimeout(180_000);
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    await signInOverHttp(context.request, baseURL ?? '', ADMIN);
    const { jobs } = await (await context.request.get('/api/jobs?pageSize=1')).json();
    const jobId: string = jobs[0].id;
    const { users } = await (await context.request.get('/api/admin/users?pageSize=1')).json();
    const found: string[] = [];
    const settled = async (path: string, label: string) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      found.push(...(await scanInBothThemes(page, label)));
    };

    await settled('/dashboard', 'dashboard with statistics');
    await settled('/admin/job-listings', 'job listings');
    await settled(`/admin/jobs/${jobId}/applicants`, 'applicants');
    await settled('/admin/applications', 'pipeline board');
    await settled('/admin/applications?view=list', 'pipeline list');
    await settled('/admin/users', 'users');
    await settled(`/admin/users/${users[0].id}`, 'user');
    await settled('/admin/settings', 'settings');

    expect(found).toEqual([]);
    await context.close();
  });
}
