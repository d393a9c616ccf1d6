import { expect, openBeforeTheAppStarts, test } from '../support/test';
import { ADMIN, signInOverHttp } from '../support/accounts';
import { newJob } from '../support/jobs';

test('a job’s skills read by their canonical names, on the page the server renders and in the list', async ({
  browser,
  baseURL,
}) => {
  const admin = await browser.newContext();
  await signInOverHttp(admin.request, baseURL ?? '', ADMIN);
  const title = `Skill Names ${Date.now()}`;
  const id = await newJob(admin.request, baseURL ?? '', title, {
    company: 'Canon Co',
    location: 'Porto, Portugal',
    skills: ['react', 'Postgres', 'Point of sale POS software'],
  });
  await admin.close();

  // What the server rendered, before the app starts, then the same once it has.
  const visitor = await browser.newContext();
  const page = await visitor.newPage();
  const opened = await openBeforeTheAppStarts(page, `/jobs/${id}`);
  const chips = page.getByRole('heading', { name: 'Skills' }).locator('xpath=..').getByRole('listitem');
  await expect(chips).toHaveText(['React', 'PostgreSQL', 'POS software']);
  expect(await opened.appStarted()).toBe(false);
  opened.startApp();
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
  await expect(chips).toHaveText(['React', 'PostgreSQL', 'POS software']);

  // Cards show their skills where no job is shown beside the list: on a phone.
  const list = await visitor.newPage();
  await list.setViewportSize({ width: 390, height: 844 });
  await list.goto(`/jobs?q=${encodeURIComponent(title)}`);
  const card = list.getByRole('article').filter({ hasText: title });
  await expect(card.getByRole('list', { name: 'Skills' })).toHaveText(/React\s*PostgreSQL\s*POS software/);
  await visitor.close();
});
