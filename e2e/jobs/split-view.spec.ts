import { expect, test, type Page } from '../support/test';
import { firstJobs } from './job-list';

/** Text as React writes it into HTML. */
const htmlText = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/'/g, '&#x27;')
    .replace(/"/g, '&quot;');

const list = (page: Page) => page.getByRole('list', { name: 'Jobs' });
const cardLink = (page: Page, id: string) => list(page).locator(`h2 a[href="/jobs/${id}"]`);
const pane = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

test('the first job is shown beside the list; a click shows another there and keeps it in the URL', async ({
  page,
}) => {
  const jobs = await firstJobs(page.request);
  await page.goto('/jobs');
  await expect(pane(page, jobs[0]!.title).getByRole('heading', { level: 2 })).toHaveText(jobs[0]!.title);
  await expect(cardLink(page, jobs[0]!.id)).toHaveAttribute('aria-current', 'true');

  // A click anywhere on the card (here on its facts), not only on its title.
  const third = list(page).getByRole('article').nth(2);
  await third.scrollIntoViewIfNeeded();
  const facts = await third.locator('dl').boundingBox();
  await page.mouse.click(facts!.x + 4, facts!.y + 4);
  await expect(page).toHaveURL(`/jobs?job=${jobs[2]!.id}`);
  const shown = pane(page, jobs[2]!.title);
  await expect(shown.getByRole('heading', { name: 'About the role' })).toBeVisible();
  await expect(cardLink(page, jobs[2]!.id)).toHaveAttribute('aria-current', 'true');
  await expect(cardLink(page, jobs[0]!.id)).not.toHaveAttribute('aria-current', 'true');

  await page.reload();
  await expect(pane(page, jobs[2]!.title)).toBeVisible();
  await expect(cardLink(page, jobs[2]!.id)).toHaveAttribute('aria-current', 'true');
});

test('up and down move the selection while focus is in the list', async ({ page }) => {
  const jobs = await firstJobs(page.request, 'remote=true');
  await page.goto('/jobs?remote=true');
  await cardLink(page, jobs[0]!.id).focus();
  await page.keyboard.press('ArrowDown');
  await expect(cardLink(page, jobs[1]!.id)).toBeFocused();
  await expect(page).toHaveURL(`/jobs?remote=true&job=${jobs[1]!.id}`);
  await expect(pane(page, jobs[1]!.title)).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(pane(page, jobs[3]!.title)).toBeVisible();
  await page.keyboard.press('ArrowUp');
  await expect(cardLink(page, jobs[2]!.id)).toBeFocused();
  await expect(pane(page, jobs[2]!.title)).toBeVisible();
  // The page did not scroll away from the list: the selected card is on screen.
  await expect(cardLink(page, jobs[2]!.id)).toBeInViewport();
  // Enter on a card shows it beside the list too.
  await cardLink(page, jobs[4]!.id).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`/jobs?remote=true&job=${jobs[4]!.id}`);
  await expect(pane(page, jobs[4]!.title)).toBeVisible();
});

test('a card stays a link to its job: a new tab gets the job page, and the pane links to it', async ({
  page,
  context,
}) => {
  const [job] = await firstJobs(page.request);
  await page.goto('/jobs');
  const [tab] = await Promise.all([
    context.waitForEvent('page'),
    cardLink(page, job!.id).click({ modifiers: ['ControlOrMeta'] }),
  ]);
  await tab!.waitForLoadState();
  await expect(tab!).toHaveURL(`/jobs/${job!.id}`);
  await expect(tab!.getByRole('heading', { level: 1 })).toHaveText(job!.title);
  await expect(page).toHaveURL('/jobs');

  await pane(page, job!.title).getByRole('link', { name: 'Open job page' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(job!.title);
  await page.getByRole('link', { name: 'Back to Jobs' }).click();
  await expect(page).toHaveURL('/jobs');
});

test('the server renders the job named in the URL beside the list, even one not on the page', async ({
  page,
}) => {
  const jobs = await firstJobs(page.request, 'pageSize=40');
  const later = jobs[30]!;
  const html = await (await page.request.get(`/jobs?job=${later.id}`)).text();
  const rendered = html.slice(html.indexOf('id="selected-job-title"'), html.indexOf('About the role'));
  expect(rendered).toContain(`href="/jobs/${later.id}"`);
  expect(rendered).toContain(htmlText(later.title));
  await page.goto(`/jobs?job=${later.id}`);
  await expect(pane(page, later.title).getByRole('link', { name: 'Apply Now' })).toHaveAttribute(
    'href',
    `/jobs/${later.id}#apply`,
  );
});
