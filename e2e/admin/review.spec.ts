import { scanInBothThemes } from '../support/axe';
import {
  ADMIN,
  emailsInOutbox,
  newAccount,
  origin,
  signInOverHttp,
  signUpOverHttp,
} from '../support/accounts';
import { newCompany } from '../support/companies';
import { expect, test } from '../support/test';

/**
 * Moderation end to end: the first job of a new company (made by its owner through the employers' own
 * `POST /api/companies`) waits for review (the site's default, "each company's first job"), stays out of
 * search, the operator publishes it from the review queue, it appears in search
 * and the employer is told in the bell and by email. The review screens pass axe in light and dark.
 */
test('an employer’s first job waits for review; the operator publishes it and seekers find it', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const base = baseURL ?? '';
  const stamp = Date.now().toString(36);
  const title = `Orbital Mechanic ${stamp}`;
  const companyName = `Review Rockets ${stamp}`;

  const employerContext = await browser.newContext();
  const employer = await signUpOverHttp(employerContext.request, base, newAccount('Olive Owner'));
  const companyId = await newCompany(employerContext.request, base, companyName);
  const posted = await employerContext.request.post('/api/jobs', {
    headers: origin(base),
    data: {
      companyId,
      title,
      location: 'Houston, TX',
      category: 'Technology',
      description: 'Keep the orbiters flying.',
      skills: ['Kotlin', 'Orbital mechanics'],
    },
  });
  expect(posted.status()).toBe(201);
  const job = await posted.json();
  expect(job).toMatchObject({ review: 'pending', company: companyName });

  // Waiting, it is nowhere seekers look.
  const visitor = await browser.newPage();
  await visitor.goto(`/jobs?q=${encodeURIComponent(title)}`);
  await expect(visitor.getByText('No jobs found.')).toBeVisible();
  expect((await visitor.request.get(`/api/jobs/${job.id}`)).status()).toBe(404);

  const found: string[] = [];
  // Each screen is scanned in both themes from one load (support/axe.ts, `scanInBothThemes`).
  const context = await browser.newContext();
  await signInOverHttp(context.request, base, ADMIN);
  const page = await context.newPage();
  await page.goto('/dashboard');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Review' }).click();
  await expect(page.getByRole('heading', { name: 'Review queue', level: 1 })).toBeVisible();
  const item = page.getByRole('listitem').filter({ hasText: title });
  await expect(item).toContainText(`at ${companyName}`);
  await expect(item).toContainText(`Posted by Olive Owner (${employer.email})`);
  found.push(...(await scanInBothThemes(page, 'queue')));
  await item.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { name: 'Review a job', level: 1 })).toBeVisible();
  await expect(page.getByRole('article', { name: 'The job' })).toContainText('Keep the orbiters flying.');
  await page.getByRole('radio', { name: /Ask for changes/ }).check();
  await page.getByRole('button', { name: 'Send back for changes' }).click();
  await expect(page.getByText('Write a note saying what to change')).toBeVisible();
  found.push(...(await scanInBothThemes(page, 'review with a missing note')));
  await page.getByRole('radio', { name: /Publish/ }).check();
  await page.getByRole('button', { name: 'Publish job' }).click();
  await expect(page.getByText('Job published')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Review queue', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: title })).toHaveCount(0);
  await context.close();
  expect(found).toEqual([]);

  // Published, seekers find it.
  await expect(async () => {
    await visitor.goto(`/jobs?q=${encodeURIComponent(title)}`);
    await expect(visitor.getByRole('link', { name: title }).first()).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });

  // The employer is told in the bell and by email.
  const notices = await (await employerContext.request.get('/api/notifications')).json();
  expect(notices.items).toContainEqual(
    expect.objectContaining({
      kind: 'job-review',
      title: 'Job published',
      link: `/admin/jobs/${job.id}/edit`,
    }),
  );
  await expect
    .poll(async () => (await emailsInOutbox(employer.email)).map((mail) => mail.subject), { timeout: 15_000 })
    .toContain('Job published - SkillMatch');
  await employerContext.close();
});
