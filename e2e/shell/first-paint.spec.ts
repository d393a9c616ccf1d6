import { signUpOverHttp } from '../support/accounts';
import { apiTotal, asShown, firstJobs, showing } from '../jobs/job-list';
import { expect, openBeforeTheAppStarts, test, type Browser, type Page } from '../support/test';

/**
 * What a person does on a page the server drew, before the app has started, takes effect once it has:
 * each test acts while the app's scripts are held back (and the CPU is slowed four times), checks that
 * the app had not started, then lets it start.
 */

/** With the CPU four times slower, the app takes seconds to start once its scripts may load. */
const WHILE_THE_APP_STARTS = { timeout: 20_000 };

test('subscribing to job alerts in the footer before the app starts subscribes', async ({ page }) => {
  const early = await openBeforeTheAppStarts(page, '/');
  const footer = page.getByRole('contentinfo');
  const email = `first-paint-${Date.now()}@example.com`;
  await footer.getByLabel('Get new jobs in your inbox').pressSequentially(email);
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  expect(await early.appStarted()).toBe(false);
  early.startApp();
  await expect(
    footer.getByText('Almost done: open the link we just emailed you to start your weekly jobs email.'),
  ).toBeVisible(WHILE_THE_APP_STARTS);
  await expect(page).toHaveURL('/');
  await expect(footer.getByLabel('Get new jobs in your inbox')).toHaveValue('');
});

/**
 * A person acting while the app starts, not before: the scripts load while they type (or once they
 * have typed) and they press the button at once, so what they do meets the app at every stage of its
 * start. A step lost half the time is caught by ten in a row; each person their own visitor, from their
 * own address (the sign-up allows five a minute per address).
 */
async function asPeopleWhileTheAppStarts(
  browser: Browser,
  url: string,
  act: (page: Page, person: number, startApp: () => void) => Promise<void>,
) {
  for (let person = 0; person < 10; person++) {
    const context = await browser.newContext({
      extraHTTPHeaders: { 'x-forwarded-for': `10.36.0.${person + 1}` },
    });
    const page = await context.newPage();
    const early = await openBeforeTheAppStarts(page, url);
    await act(page, person, early.startApp);
    await context.close();
  }
}

test('searching the job list at first paint while the app starts searches, every time', async ({
  browser,
}) => {
  test.setTimeout(600_000);
  await asPeopleWhileTheAppStarts(browser, '/jobs', async (page, person, startApp) => {
    const search = page.getByLabel('Search jobs');
    await search.waitFor();
    if (person % 2 === 0) startApp();
    await search.fill('kubernetes');
    startApp();
    await search.press('Enter');
    await expect(page).toHaveURL('/jobs?q=kubernetes', WHILE_THE_APP_STARTS);
  });
});

test('subscribing at first paint while the app starts subscribes, every time', async ({ browser }) => {
  test.setTimeout(600_000);
  await asPeopleWhileTheAppStarts(browser, '/', async (page, person, startApp) => {
    const footer = page.getByRole('contentinfo');
    const email = footer.getByLabel('Get new jobs in your inbox');
    await email.scrollIntoViewIfNeeded();
    if (person % 2 === 0) startApp();
    await email.fill(`while-starting-${person}-${Date.now()}@example.com`);
    startApp();
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(
      footer.getByText('Almost done: open the link we just emailed you to start your weekly jobs email.'),
    ).toBeVisible(WHILE_THE_APP_STARTS);
  });
});

test('searching from the home page at first paint while the app starts searches, every time', async ({
  browser,
}) => {
  test.setTimeout(600_000);
  await asPeopleWhileTheAppStarts(browser, '/', async (page, person, startApp) => {
    const hero = page.getByRole('search', { name: 'Find jobs' });
    const what = hero.getByRole('searchbox', { name: 'What' });
    await what.waitFor();
    if (person % 2 === 0) startApp();
    await what.fill('nurse');
    startApp();
    await hero.getByRole('button', { name: 'Search jobs' }).click();
    await expect(page).toHaveURL('/jobs?q=nurse', WHILE_THE_APP_STARTS);
  });
});

test('searching the job list before the app starts searches', async ({ page, request }) => {
  const early = await openBeforeTheAppStarts(page, '/jobs');
  await page.getByLabel('Search jobs').pressSequentially('kubernetes');
  expect(await early.appStarted()).toBe(false);
  early.startApp();
  await expect(page).toHaveURL('/jobs?q=kubernetes', WHILE_THE_APP_STARTS);
  await expect(showing(page)).toHaveText(`Showing ${asShown(await apiTotal(request, 'q=kubernetes'))} jobs`);
});

test('changing filters before the app starts filters', async ({ page, request }) => {
  const early = await openBeforeTheAppStarts(page, '/jobs');
  const filters = page.getByRole('search', { name: 'Filter jobs' });
  await filters.getByLabel('Type', { exact: true }).selectOption('Contract');
  await filters.getByLabel('Remote Only').click();
  expect(await early.appStarted()).toBe(false);
  early.startApp();
  await expect(page).toHaveURL('/jobs?type=Contract&remote=true', WHILE_THE_APP_STARTS);
  await expect(filters.getByLabel('Remote Only')).toBeChecked();
  await expect(filters.getByLabel('Type', { exact: true })).toHaveValue('Contract');
  await expect(showing(page)).toHaveText(
    `Showing ${asShown(await apiTotal(request, 'type=Contract&remote=true'))} jobs`,
  );
});

test('saving a job before the app starts saves it', async ({ page, baseURL }) => {
  await signUpOverHttp(page.request, baseURL ?? '');
  const job = (await firstJobs(page.request, 'pageSize=1'))[0]!;
  const early = await openBeforeTheAppStarts(page, `/jobs/${job.id}`);
  await page.getByRole('button', { name: 'Save job' }).click();
  expect(await early.appStarted()).toBe(false);
  early.startApp();
  await expect(page.getByRole('button', { name: 'Saved' })).toHaveAttribute(
    'aria-pressed',
    'true',
    WHILE_THE_APP_STARTS,
  );
  // The star flips at once; the server's list has the job once the save has been answered.
  await expect
    .poll(async () => JSON.stringify(await (await page.request.get('/api/saved-jobs')).json()))
    .toContain(job.id);
});

test('a visitor’s Apply Now before the app starts leads to sign-in and back to the job', async ({
  page,
  request,
  baseURL,
}) => {
  const job = (await firstJobs(page.request, 'pageSize=1'))[0]!;
  const early = await openBeforeTheAppStarts(page, `/jobs/${job.id}`);
  await page.getByRole('complementary', { name: 'Apply' }).getByRole('button', { name: 'Apply Now' }).click();
  expect(await early.appStarted()).toBe(false);
  early.startApp();
  await expect(page).toHaveURL(`/login?next=${encodeURIComponent(`/jobs/${job.id}`)}`, WHILE_THE_APP_STARTS);
  // An account made in another context: this page is still a visitor's.
  const account = await signUpOverHttp(request, baseURL ?? '');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(`/jobs/${job.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(job.title);
});
