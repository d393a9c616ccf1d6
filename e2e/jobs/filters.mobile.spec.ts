import { expect, test } from '../support/test';
import { apiTotal, asShown, showing, showJobs, skillFacets, skillOption } from './job-list';

test('on a phone the first jobs are on screen, and the filters wait in a bottom sheet', async ({ page }) => {
  await page.goto('/jobs');
  await expect(page.getByRole('search', { name: 'Filter jobs' })).toBeHidden();
  await expect(page.getByRole('article').first()).toBeInViewport();
  // No pane beside the list on a phone.
  await expect(page.getByRole('heading', { name: 'About the role' })).toBeHidden();
});

test('the sheet applies each filter at once and its "Show N jobs" counts what they leave', async ({
  page,
  request,
}) => {
  await page.goto('/jobs');
  const open = page.getByRole('button', { name: 'Filters', exact: true });
  await open.click();
  const sheet = page.getByRole('dialog', { name: 'Filters' });
  await expect(sheet).toBeVisible();
  const show = sheet.getByRole('button', { name: /^Show [\d,]+ jobs?$/ });
  await expect(show).toHaveText(showJobs(await apiTotal(request, '')));
  // The button stays at the sheet's foot, on screen, however long the list of filters.
  await expect(show).toBeInViewport();

  await sheet.getByLabel('Remote Only').check();
  await expect(show).toHaveText(showJobs(await apiTotal(request, 'remote=true')));
  const [skill] = await skillFacets(request, 'remote=true');
  await sheet.getByRole('checkbox', { name: skillOption(skill!.value, skill!.count) }).check();
  await expect(show).toHaveText(showJobs(skill!.count));
  const query = `remote=true&skills=${encodeURIComponent(skill!.value)}`;
  expect(await apiTotal(request, query)).toBe(skill!.count);

  await show.click();
  await expect(sheet).toBeHidden();
  await expect(page).toHaveURL(`/jobs?${query}`);
  await expect(showing(page)).toHaveText(`Showing ${asShown(skill!.count)} jobs`);
  await expect(page.getByRole('article').first()).toBeInViewport();
  await expect(open).toBeFocused();
});

test('the sheet keeps focus inside and closes with Escape', async ({ page }) => {
  await page.goto('/jobs');
  const open = page.getByRole('button', { name: 'Filters', exact: true });
  await open.click();
  const sheet = page.getByRole('dialog', { name: 'Filters' });
  await expect(sheet).toBeVisible();
  for (let step = 0; step < 40; step++) {
    await page.keyboard.press('Tab');
    expect(await sheet.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await expect(open).toBeFocused();
  await expect(page).toHaveURL('/jobs');
});

test('on a phone a card opens its job’s page, wherever it is tapped', async ({ page }) => {
  await page.goto('/jobs');
  const first = page.getByRole('article').first();
  const title = (await first.getByRole('heading').textContent()) ?? '';
  // A real tap where the skills are shown: the title's link covers the card and takes it.
  const skills = await first.getByRole('list', { name: 'Skills' }).boundingBox();
  await page.touchscreen.tap(skills!.x + 4, skills!.y + skills!.height / 2);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
});
