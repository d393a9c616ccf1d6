import { ADMIN, signInOverHttp, signUpOverHttp } from '../support/accounts';
import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { axeViolations } from '../support/axe';

const HALVES = ['the public routes', 'the account and back-office routes'] as const;
type Half = (typeof HALVES)[number];

/**
 * Every route of the product, in two halves (the guarded ones show visitors the sign-in page, seekers the
 * 403 page). Each half is a test of its own, so the two workers share the scans.
 */
async function everyRoute(request: APIRequestContext): Promise<Record<Half, string[]>> {
  const { jobs } = (await (await request.get('/api/jobs?pageSize=1')).json()) as { jobs: { id: string }[] };
  const jobId = jobs[0]?.id ?? 'no-job';
  return {
    'the public routes': [
      '/',
      '/jobs',
      '/jobs/technology',
      `/jobs/${jobId}`,
      '/about',
      '/how-it-works',
      '/careers',
      '/contact',
      '/terms',
      '/privacy',
      '/cookies',
      '/no/such/page',
      '/login',
      '/register',
      '/forgot-password',
      '/reset-password?token=abc',
    ],
    'the account and back-office routes': [
      '/recommendations',
      '/dashboard',
      '/saved-jobs',
      '/applications',
      '/profile',
      '/admin/jobs',
      `/admin/jobs/${jobId}/edit`,
      '/admin/job-listings',
      `/admin/jobs/${jobId}/applicants`,
      '/admin/users',
      '/admin/applications',
      '/admin/settings',
    ],
  };
}

const ROLES = { visitor: 'a visitor', seeker: 'a job seeker', admin: 'an administrator' } as const;

/** The theme the page shows now, and the other one, switched to as a person does: the toggle in the bar. */
async function switchTheme(page: Page): Promise<'light' | 'dark'> {
  const dark = await page.locator('html').evaluate((html) => html.classList.contains('dark'));
  await page
    .getByRole('button', { name: dark ? 'Switch to light theme' : 'Switch to dark theme' })
    .first()
    .click();
  const html = page.locator('html');
  if (dark) await expect(html).not.toHaveClass(/\bdark\b/);
  else await expect(html).toHaveClass(/\bdark\b/);
  return dark ? 'light' : 'dark';
}

for (const [role, who] of Object.entries(ROLES)) {
  for (const half of HALVES) {
    // Each page is scanned in both themes from one load: whole in the theme it opened in, then its colours
    // in the other (support/axe.ts, `Rules`), which the next page opens in (the choice is kept), so half the
    // pages open light and half dark.
    test(`${half} pass axe for ${who} in the light and dark themes`, async ({ browser, baseURL }) => {
      test.setTimeout(300_000);
      const context = await browser.newContext({ colorScheme: 'light' });
      if (role === 'seeker') await signUpOverHttp(context.request, baseURL ?? '');
      if (role === 'admin') await signInOverHttp(context.request, baseURL ?? '', ADMIN);
      const page = await context.newPage();
      const found: string[] = [];
      for (const path of (await everyRoute(context.request))[half]) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        // Scan the page as it settles, not its loading skeleton.
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        const opened = (await page.locator('html').evaluate((html) => html.classList.contains('dark')))
          ? 'dark'
          : 'light';
        found.push(...(await axeViolations(page, `${path} (${opened})`)));
        const switched = await switchTheme(page);
        found.push(...(await axeViolations(page, `${path} (${switched})`, 'colours')));
      }
      expect(found).toEqual([]);
      await context.close();
    });
  }
}
