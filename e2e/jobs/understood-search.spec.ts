import { expect, test } from '../support/test';
import { ADMIN, signInOverHttp } from '../support/accounts';
import { newJob } from '../support/jobs';
import { showing } from './job-list';

test('"UK" in the location finds the job in the United Kingdom, not one in Milwaukee; a misspelt search offers the word', async ({
  browser,
  baseURL,
  page,
}) => {
  // A word no other job has, so that the list holds this test's jobs only.
  const word = 'Wombatery';
  const admin = await browser.newContext();
  await signInOverHttp(admin.request, baseURL ?? '', ADMIN);
  await newJob(admin.request, baseURL ?? '', `${word} Analyst`, { location: 'Leeds, United Kingdom' });
  await newJob(admin.request, baseURL ?? '', `${word} Planner`, { location: 'Milwaukee, WI' });
  await admin.close();

  await page.goto(`/jobs?q=${word}`);
  // One search box on the job list: the top bar's is not there.
  await expect(page.getByRole('searchbox')).toHaveCount(1);
  await expect(showing(page)).toHaveText('Showing 2 jobs');

  const filters = page.getByRole('search', { name: 'Filter jobs' });
  await filters.getByRole('textbox', { name: 'Location' }).fill('UK');
  await expect(page).toHaveURL(`/jobs?q=${word}&location=UK`);
  await expect(showing(page)).toHaveText('Showing 1 jobs');
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText(`${word} Analyst`);
  await expect(cards.first()).toContainText('Leeds, United Kingdom');

  await page.goto('/jobs?q=wombatrey');
  await expect(showing(page)).toHaveText('Showing 0 jobs');
  const suggestion = page.getByRole('link', { name: 'wombatery' });
  await expect(suggestion.locator('xpath=..')).toHaveText('Did you mean wombatery?');
  await suggestion.click();
  await expect(page).toHaveURL('/jobs?q=wombatery');
  await expect(showing(page)).toHaveText('Showing 2 jobs');
});
