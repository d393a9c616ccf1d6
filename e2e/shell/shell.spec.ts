import { expect, test } from '../support/test';

test('the landing page renders with navigation, hero and footer', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/SkillMatch/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Find the job that fits your skills');
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Job Listings' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/register');
  await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()} SkillMatch`);
});

test('the theme toggle persists across a reload, with no flash of the other theme', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  const html = page.locator('html');
  await expect(html).not.toHaveClass(/dark/);
  await page.getByRole('button', { name: 'Switch to dark theme' }).first().click();
  await expect(html).toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');

  // The class must be there before any app script runs: read it as the document is parsed.
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') {
        (window as unknown as { darkAtParse: boolean }).darkAtParse =
          document.documentElement.classList.contains('dark');
      }
    });
  });
  await page.reload();
  await expect(html).toHaveClass(/dark/);
  expect(await page.evaluate(() => (window as unknown as { darkAtParse: boolean }).darkAtParse)).toBe(true);
});

test('the theme follows the system preference until the person chooses', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  await expect(page.locator('html')).toHaveClass(/dark/);
});

test('an unknown path answers 404 and shows the error page', async ({ page, request }) => {
  const response = await page.goto('/this/page/does-not-exist');
  expect(response?.status()).toBe(404);
  // Pages that exist answer 200 whether the server renders them or the app does.
  for (const path of ['/jobs', '/admin/users', '/login', '/jobs/healthcare']) {
    expect((await request.get(path)).status(), path).toBe(200);
  }
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL('/');
});

test('a deep link to /jobs loads the app', async ({ page }) => {
  const response = await page.goto('/jobs');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Job listings', level: 1 })).toBeVisible();
});

test('the footer’s job alert refuses an empty or invalid address and asks to confirm a good one', async ({
  page,
}) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  const email = footer.getByLabel('Get new jobs in your inbox');
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(footer.getByRole('status')).toHaveText('Enter email');
  await email.fill('not-an-address');
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(footer.getByRole('status')).toHaveText('Enter a valid email address.');

  const address = `e2e-${Date.now()}@example.com`;
  for (let time = 0; time < 2; time++) {
    // The second time shows that subscribing again is harmless: the link is sent again, no second alert.
    await email.fill(address);
    const stored = page.waitForResponse((response) => response.url().endsWith('/api/saved-searches/guest'));
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    expect((await stored).ok()).toBe(true);
    await expect(footer.getByRole('status')).toHaveText(
      'Almost done: open the link we just emailed you to start your weekly jobs email.',
    );
    await expect(email).toHaveValue('');
    // It stays until the person returns to the field (issue 36), not gone before a slow reader has read it.
    await email.focus();
    await expect(footer.getByRole('status')).toHaveText('');
  }
});

test('the page makes no request the Content-Security-Policy blocks', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') violations.push(message.text());
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(violations).toEqual([]);
});

test('a page opened by its address starts at the top, whatever the tab scrolled before', async ({ page }) => {
  await page.goto('/jobs');
  await page.evaluate(() => window.scrollTo(0, 1500));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  // Leaving through the app keeps this page's place, for the Back button.
  await page.getByRole('contentinfo').getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL('/about');
  await page.goBack();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  // Another address typed in the same tab is a new page: it opens at the top.
  await page.goto('/jobs?remote=true');
  await expect(page.getByRole('heading', { name: 'Job listings', level: 1 })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});
