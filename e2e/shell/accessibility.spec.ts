import { ADMIN, signInOverHttp, signUpOverHttp } from '../support/accounts';
import { expect, test, type APIRequestContext } from '../support/test';
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

for (const [role, who] of Object.entries(ROLES)) {
  for (const scheme of ['light', 'dark'] as const) {
    for (const half of HALVES) {
      test(`${half} pass axe for ${who} in the ${scheme} theme`, async ({ browser, baseURL }) => {
        test.setTimeout(180_000);
        const context = await browser.newContext({ colorScheme: scheme });
        if (role === 'seeker') await signUpOverHttp(context.request, baseURL ?? '');
        if (role === 'admin') await signInOverHttp(context.request, baseURL ?? '', ADMIN);
        const page = await context.newPage();
        const found: string[] = [];
        for (const path of (await everyRoute(context.request))[half]) {
          await page.goto(path);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          // Scan the page as it settles, not its loading skeleton.
          await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
          found.push(...(await axeViolations(page, path)));
        }
        expect(found).toEqual([]);
        await context.close();
      });
    }
  }
}
