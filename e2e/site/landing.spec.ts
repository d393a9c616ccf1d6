import { signUpOverHttp } from '../support/accounts';
import { expect, test } from '../support/test';

interface SiteStats {
  activeJobs: number;
  companies: number;
  offersMade: number;
  categories: Record<string, number>;
}

const CATEGORIES = ['Technology', 'Healthcare', 'Finance', 'Sales', 'Logistics', 'Design'];

test('the counters count up to the real numbers, and each category shows the job list’s count', async ({
  page,
  request,
}) => {
  const stats = (await (await request.get('/api/site/stats')).json()) as SiteStats;
  expect(stats.activeJobs).toBeGreaterThan(0);

  await page.goto('/');
  // A number still at 0 is not a headline: it is left out.
  const shown = (
    [
      ['Open jobs', stats.activeJobs],
      ['Companies hiring', stats.companies],
      ['Offers made', stats.offersMade],
    ] as const
  ).filter(([, value]) => value > 0);
  const numbers = page.getByRole('definition');
  await expect(numbers).toHaveCount(shown.length);
  // The count runs from 0 in 30 ms steps: within a second and a half it stands at the real numbers.
  for (const [index, [, value]] of shown.entries())
    await expect(numbers.nth(index)).toHaveText(value.toLocaleString('en-US'));
  await expect(page.getByRole('term')).toHaveText(shown.map(([label]) => label));

  for (const category of CATEGORIES) {
    const { total } = (await (await request.get(`/api/jobs?category=${category}`)).json()) as {
      total: number;
    };
    expect(stats.categories[category]).toBe(total);
    const card = page.getByRole('main').getByRole('link', { name: new RegExp(`^${category}`) });
    await expect(card).toHaveText(
      `${category}${total.toLocaleString('en-US')} ${total === 1 ? 'job' : 'jobs'}`,
    );
    await expect(card).toHaveAttribute('href', `/jobs/${category.toLowerCase()}`);
  }
});

test('with reduced motion the counters show the real numbers without counting', async ({ page, request }) => {
  const stats = (await (await request.get('/api/site/stats')).json()) as SiteStats;
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const shown: string[] = [];
  await page.exposeFunction('recordCounter', (text: string) => shown.push(text));
  await page.addInitScript(() => {
    // Every text the first counter shows, from the page as rendered to the app's last render.
    new MutationObserver(() => {
      const first = document.querySelector('dd');
      if (first)
        (window as unknown as { recordCounter: (text: string) => void }).recordCounter(
          first.textContent ?? '',
        );
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  await page.goto('/');
  await expect(page.getByRole('definition').first()).toHaveText(stats.activeJobs.toLocaleString('en-US'));
  expect(new Set(shown.filter(Boolean))).toEqual(new Set([stats.activeJobs.toLocaleString('en-US')]));
});

test('the page arrives server-rendered, with the real numbers, for search engines and slow phones', async ({
  request,
}) => {
  const stats = (await (await request.get('/api/site/stats')).json()) as SiteStats;
  const html = await (await request.get('/')).text();
  expect(html).toContain('Find the job that fits your skills, and see why it fits.');
  expect(html).toContain(`>${stats.activeJobs.toLocaleString('en-US')}</dd>`);
  expect(html).toContain('<meta property="og:title" content="SkillMatch - jobs matched to your skills" />');
});

test('visitors are asked to sign up or browse; signed-in people to see their recommendations', async ({
  page,
  context,
  baseURL,
}) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/register');
  await expect(page.getByRole('main').getByRole('link', { name: 'Browse Jobs' })).toHaveAttribute(
    'href',
    '/jobs',
  );

  await signUpOverHttp(context.request, baseURL ?? '');
  await page.goto('/');
  // A signed-in seeker's own home, not the marketing page; someone who just signed up is not "back".
  await expect(page.getByRole('heading', { name: /^Welcome, /, level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Applications needing your attention' })).toBeVisible();
  await expect(page.getByText('You haven’t applied to any jobs yet.', { exact: false })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Complete Your Profile' })).toBeVisible();
  await expect(page.getByRole('search', { name: 'Find jobs' })).toBeVisible();
  await expect(page.getByText('Find the job that fits your skills', { exact: false })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Get Job Recommendations' })).toHaveAttribute(
    'href',
    '/recommendations',
  );
  await expect(page.getByRole('link', { name: 'Browse All Jobs' })).toHaveAttribute('href', '/jobs');
  await expect(page.getByRole('link', { name: 'Get Started' })).toHaveCount(0);
});

test('the hero’s what/where search leads to the job list with the query; other pages search from the top bar', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  // The home has its search in the hero, none in the top bar.
  await expect(page.getByRole('searchbox', { name: 'Search all jobs' })).toHaveCount(0);
  const hero = page.getByRole('search', { name: 'Find jobs' });
  await hero.getByRole('searchbox', { name: 'What' }).fill('nurse');
  await hero.getByRole('searchbox', { name: 'Where' }).fill('London');
  await hero.getByRole('button', { name: 'Search jobs' }).click();
  await expect(page).toHaveURL(/\/jobs\?q=nurse&location=London$/);
  await expect(page.getByRole('searchbox', { name: 'Search jobs' })).toHaveValue('nurse');

  await page.goto('/about');
  const bar = page.getByRole('searchbox', { name: 'Search all jobs' });
  await bar.fill('data analyst');
  await bar.press('Enter');
  await expect(page).toHaveURL(/\/jobs\?q=data\+analyst$/);
  await expect(page.getByRole('searchbox', { name: 'Search jobs' })).toHaveValue('data analyst');
});

test('the navigation bar changes its look once the page scrolls past 50 px', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  await page.goto('/');
  const bar = page.locator('header').first();
  await expect(bar).not.toHaveClass(/shadow-sm/);
  await page.evaluate(() => window.scrollTo(0, 80));
  await expect(bar).toHaveClass(/shadow-sm/);
  await page.evaluate(() => window.scrollTo(0, 20));
  await expect(bar).not.toHaveClass(/shadow-sm/);
});

test('public pages come to life without an error, signed out and signed in', async ({
  page,
  context,
  baseURL,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const { jobs } = (await (await context.request.get('/api/jobs?pageSize=1')).json()) as {
    jobs: { id: string }[];
  };
  const pages = ['/', '/jobs', '/jobs/design', `/jobs/${jobs[0]?.id}`, '/about', '/contact', '/how-it-works'];
  for (const path of pages) await page.goto(path);
  await signUpOverHttp(context.request, baseURL ?? '');
  for (const path of pages) await page.goto(path);
  expect(errors).toEqual([]);
});
