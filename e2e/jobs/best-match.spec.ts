import { FRONTEND_SKILLS, seekerWithSkills } from '../support/accounts';
import { expect, test, type Locator } from '../support/test';

/** Each card's match score, in the list's order (a card without a badge scores 0). */
async function listedScores(list: Locator): Promise<number[]> {
  const cards = await list.getByRole('article').all();
  return Promise.all(
    cards.map(async (card) => {
      const badge = card.getByText(/^\d+% match/);
      return (await badge.count()) === 0 ? 0 : Number.parseInt((await badge.textContent()) ?? '0', 10);
    }),
  );
}

const descending = (scores: number[]) =>
  scores.every((score, index) => index === 0 || scores[index - 1]! >= score);

test('a seeker with skills sees the whole list by their match, best first, page after page', async ({
  page,
  baseURL,
}) => {
  await seekerWithSkills(page.request, baseURL ?? '', FRONTEND_SKILLS);
  await page.goto('/jobs');
  const sort = page.getByLabel('Sort');
  await expect(sort).toHaveValue('match');
  await expect(sort.locator('option:checked')).toHaveText('Best match');
  const list = page.getByRole('list', { name: 'Jobs' });
  await expect(list.getByText(/^\d+% match/).first()).toBeVisible();

  const first = await listedScores(list);
  expect(first[0]).toBeGreaterThan(0);
  expect(descending(first)).toBe(true);
  // Not the newest order: the server's newest first page differs.
  const newest = (await (await page.request.get('/api/jobs?sort=newest')).json()).jobs.map(
    (job: { title: string }) => job.title,
  );
  expect(await list.getByRole('article').getByRole('heading').allTextContents()).not.toEqual(newest);

  const next = (await (await page.request.get('/api/jobs?page=2')).json()).jobs.map(
    (job: { title: string }) => job.title,
  );
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL('/jobs?page=2');
  await expect(list.getByRole('article').getByRole('heading')).toHaveText(next);
  await expect(list.getByText(/^\d+% match/).first()).toBeVisible();
  const second = await listedScores(list);
  expect(descending([...first, ...second])).toBe(true);

  await sort.selectOption('newest');
  await expect(page).toHaveURL('/jobs?sort=newest');
  await expect(list.getByRole('article').first().getByRole('heading')).toHaveText(newest[0]);
});

test('visitors are not offered Best match: Newest and Highest salary, and Most relevant with text', async ({
  page,
}) => {
  await page.goto('/jobs');
  const sort = page.getByLabel('Sort');
  await expect(sort.locator('option')).toHaveText(['Newest', 'Highest salary']);
  await page.getByLabel('Search jobs').fill('engineer');
  await expect(page).toHaveURL('/jobs?q=engineer');
  await expect(sort.locator('option')).toHaveText(['Most relevant', 'Newest', 'Highest salary']);
  await expect(sort).toHaveValue('relevance');
});
