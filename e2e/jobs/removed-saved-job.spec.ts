import { expect, test } from '../support/test';
import { scanInBothThemes } from '../support/axe';
import { ADMIN, newAccount, origin, signInOverHttp, signUpOverHttp } from '../support/accounts';
import { newJob } from '../support/jobs';

const MOTIVATION = 'I have built design systems for eight years and would love to bring that to your team.';

test('a deleted job stays in saved jobs as removed by the employer, and its application in the board’s closed column', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const base = baseURL ?? '';
  const adminContext = await browser.newContext();
  await signInOverHttp(adminContext.request, base, ADMIN);
  const jobId = await newJob(adminContext.request, base, 'Vanishing Designer', { company: 'Gone Co' });
  const seekerContext = await browser.newContext();
  const seeker = await signUpOverHttp(seekerContext.request, base, newAccount('Sadie Saver'));
  await seekerContext.request.put(`/api/saved-jobs/${jobId}`, { headers: origin(base) });
  const applied = await seekerContext.request.post('/api/applications', {
    headers: origin(base),
    data: { jobId, motivation: MOTIVATION },
  });
  expect(applied.ok()).toBe(true);
  expect((await adminContext.request.delete(`/api/jobs/${jobId}`, { headers: origin(base) })).ok()).toBe(
    true,
  );
  await Promise.all([adminContext.close(), seekerContext.close()]);

  const found: string[] = [];
  // Each screen is scanned in both themes from one load (support/axe.ts, `scanInBothThemes`).
  for (const width of [1280, 390]) {
    const view = { viewport: { width, height: 900 } };
    const mine = await browser.newContext(view);
    await signInOverHttp(mine.request, base, seeker);
    const page = await mine.newPage();
    await page.goto('/saved-jobs');
    const card = page.getByRole('article').filter({ hasText: 'Vanishing Designer' });
    await expect(card).toContainText('Removed by the employer');
    await expect(card).toContainText('Gone Co');
    await expect(card.getByRole('link')).toHaveCount(0);
    found.push(...(await scanInBothThemes(page, `saved jobs (${width}px)`)));
    await mine.close();

    const back = await browser.newContext(view);
    await signInOverHttp(back.request, base, ADMIN);
    const board = await back.newPage();
    await board.goto('/admin/applications');
    const closed = board.getByRole('region', { name: 'Closed by the employer column' });
    await expect(board.locator('[aria-busy="true"]')).toHaveCount(0);
    await closed.getByText('Closed by the employer').click();
    await expect(closed.getByRole('article', { name: 'Sadie Saver' })).toBeVisible();
    found.push(...(await scanInBothThemes(board, `pipeline board (${width}px)`)));
    await back.close();
  }
  expect(found).toEqual([]);

  const last = await browser.newContext();
  await signInOverHttp(last.request, base, seeker);
  const page = await last.newPage();
  await page.goto('/saved-jobs');
  await page.getByRole('button', { name: 'Remove Vanishing Designer from saved jobs' }).click();
  await expect(page.getByText('No saved jobs yet')).toBeVisible();
  await last.close();
});
