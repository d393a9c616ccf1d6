import { expect, test } from '../support/test';
import { signUpOverHttp } from '../support/accounts';
import { apiTotal, asShown, offeredSkills, showing, skillOption } from './job-list';

test('search text reaches the URL and the server, and the count matches', async ({ page, request }) => {
  // Other tests publish, close and delete jobs meanwhile: the page counts the catalogue as it loaded it.
  const before = asShown(await apiTotal(request, ''));
  await page.goto('/jobs');
  const after = asShown(await apiTotal(request, ''));
  await expect(showing(page)).toHaveText(new RegExp(`^Showing (${before}|${after}) jobs$`));
  await page.getByLabel('Search jobs').fill('kubernetes');
  await expect(page).toHaveURL('/jobs?q=kubernetes');
  await expect(showing(page)).toHaveText(`Showing ${asShown(await apiTotal(request, 'q=kubernetes'))} jobs`);
  const best = (await (await request.get('/api/jobs?q=kubernetes&sort=relevance&pageSize=20')).json())
    .jobs[0];
  await expect(page.getByRole('article').first().getByRole('heading')).toHaveText(best.title);
});

test('each filter, and all of them together, narrow the list as the server says', async ({
  page,
  request,
}) => {
  await page.goto('/jobs');
  const filters = page.getByRole('search', { name: 'Filter jobs' });

  await filters.getByLabel('Type', { exact: true }).selectOption('Contract');
  await expect(page).toHaveURL('/jobs?type=Contract');
  await expect(showing(page)).toHaveText(`Showing ${asShown(await apiTotal(request, 'type=Contract'))} jobs`);
  await filters.getByLabel('Type', { exact: true }).selectOption('');

  await filters.getByLabel('Remote Only').check();
  await expect(showing(page)).toHaveText(`Showing ${asShown(await apiTotal(request, 'remote=true'))} jobs`);

  // The skills offered are the remote jobs' own; tick the two most common.
  const [first, second] = await offeredSkills(request, 'remote=true');
  await filters.getByRole('checkbox', { name: skillOption(first!) }).check();
  await filters.getByRole('checkbox', { name: skillOption(second!) }).check();
  const both = `remote=true&skills=${encodeURIComponent(first!)}&skills=${encodeURIComponent(second!)}`;
  await expect(page).toHaveURL(`/jobs?${both}`);
  await expect(showing(page)).toHaveText(`Showing ${asShown(await apiTotal(request, both))} jobs`);

  await filters.getByLabel('Location').fill('tx');
  await expect(page).toHaveURL(/location=tx/);
  await expect(showing(page)).toHaveText(
    `Showing ${asShown(await apiTotal(request, `${both}&location=tx`))} jobs`,
  );

  await filters.getByRole('button', { name: 'Clear' }).click();
  await expect(page).toHaveURL('/jobs');
  await expect(showing(page)).toHaveText(`Showing ${asShown(await apiTotal(request, ''))} jobs`);
  await expect(filters.getByLabel('Location')).toHaveValue('');
});

test('a search with no results shows the empty state, and View all jobs resets', async ({ page }) => {
  await page.goto('/jobs?q=zzzqqqxxx');
  await expect(page.getByText('No jobs found.')).toBeVisible();
  await page.getByRole('button', { name: 'View all jobs' }).click();
  await expect(page).toHaveURL('/jobs');
  await expect(page.getByRole('article').first()).toBeVisible();
});

test('a deep link with filters opens with them applied; Reset Filters clears them', async ({
  page,
  request,
}) => {
  await page.goto('/jobs?skills=Python&remote=true');
  const filters = page.getByRole('search', { name: 'Filter jobs' });
  await expect(filters.getByLabel('Python')).toBeChecked();
  await expect(filters.getByLabel('Remote Only')).toBeChecked();
  await expect(showing(page)).toHaveText(
    `Showing ${asShown(await apiTotal(request, 'skills=Python&remote=true'))} jobs`,
  );
  await page.getByRole('button', { name: 'Remove filter Python' }).click();
  await expect(page).toHaveURL('/jobs?remote=true');
  await page.getByRole('button', { name: 'Reset Filters' }).click();
  await expect(page).toHaveURL('/jobs');
});

test('the detail page shows the job, and Back to Jobs returns to the same list', async ({ page }) => {
  await page.goto('/jobs?type=Full-time&page=2');
  const first = page.getByRole('article').first();
  const title = (await first.getByRole('heading').textContent()) ?? '';
  await page.getByRole('region', { name: title }).getByRole('link', { name: 'Open job page' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByRole('heading', { name: 'Responsibilities' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Requirements' })).toBeVisible();
  // The job's own date comes first; similar jobs below may show theirs too.
  await expect(page.getByText(/^Posted [A-Z][a-z]{2} \d+, \d{4}$/).first()).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Apply' })).toContainText('Experience');
  await page.getByRole('link', { name: 'Back to Jobs' }).click();
  await expect(page).toHaveURL('/jobs?type=Full-time&page=2');
});

test('an unknown job says "Job not found"', async ({ page }) => {
  const response = await page.goto('/jobs/00000000-0000-4000-8000-000000000000');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Job not found' })).toBeVisible();
});

test('category pages list that category', async ({ page, request }) => {
  await page.goto('/jobs/healthcare');
  await expect(page.getByRole('heading', { name: 'Healthcare jobs', level: 1 })).toBeVisible();
  await expect(showing(page)).toHaveText(
    `Showing ${asShown(await apiTotal(request, 'category=Healthcare'))} jobs`,
  );
  await expect(page).toHaveTitle('Healthcare jobs - SkillMatch');
});

test('a signed-in person saves a job and finds it under Saved jobs', async ({ page, baseURL }) => {
  await signUpOverHttp(page.context().request, baseURL ?? '');
  await page.goto('/jobs');
  const first = page.getByRole('article').first();
  const title = (await first.getByRole('heading').textContent()) ?? '';
  await first.getByRole('button', { name: `Save ${title}` }).click();
  await expect(first.getByRole('button', { name: `Remove ${title} from saved jobs` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.goto('/saved-jobs');
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(page.getByRole('article').getByRole('heading')).toHaveText(title);
  await page.reload();
  await expect(page.getByRole('article')).toHaveCount(1);
});

test('a visitor is asked to sign in to save a job', async ({ page }) => {
  await page.goto('/jobs');
  const first = page.getByRole('article').first();
  await first.getByRole('link', { name: /^Sign in to save/ }).click();
  await expect(page).toHaveURL('/login?next=%2Fjobs');
});
