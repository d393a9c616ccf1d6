import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Browser } from '../support/test';
import { scanInBothThemes } from '../support/axe';
import {
  ADMIN,
  newAccount,
  origin,
  seekerWithSkills,
  signInOverHttp,
  signUpOverHttp,
} from '../support/accounts';
import { newJob } from '../support/jobs';

const MOTIVATION = 'I have built and run React front ends for years and would love to do it with you.';

/** Someone who signs up and creates a company (they become its owner), in a browser context of their own. */
async function companyOwner(browser: Browser, baseURL: string, name: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await signUpOverHttp(context.request, baseURL, newAccount(`${name} Owner`));
  const created = await context.request.post('/api/companies', { headers: origin(baseURL), data: { name } });
  if (created.status() !== 201)
    throw new Error(`company failed: ${created.status()} ${await created.text()}`);
  return { context, page: await context.newPage(), company: (await created.json()) as { id: string } };
}

async function apply(request: APIRequestContext, baseURL: string, jobId: string) {
  const response = await request.post('/api/applications', {
    headers: origin(baseURL),
    data: { jobId, motivation: MOTIVATION },
  });
  if (!response.ok()) throw new Error(`apply failed: ${response.status()} ${await response.text()}`);
}

// Each screen is scanned in both themes from one load (support/axe.ts, `scanInBothThemes`).
test("a company's team sees only its applicants; the operator suspends a company", async ({
  browser,
  baseURL,
}) => {
  // Both themes' scans (support/axe.ts, `scanInBothThemes`).
  test.setTimeout(180_000);
  const base = baseURL ?? '';
  const tag = randomUUID().slice(0, 6);
  const alpha = await companyOwner(browser, base, `Alpha Works ${tag}`);
  const beta = await companyOwner(browser, base, `Beta Labs ${tag}`);

  // The operator publishes one job for each company (the company named on a job is that company).
  const operatorContext = await browser.newContext({
    viewport: { width: 1280, height: 900 },
  });
  await signInOverHttp(operatorContext.request, base, ADMIN);
  const alphaJob = await newJob(operatorContext.request, base, `Alpha Engineer ${tag}`, {
    company: `Alpha Works ${tag}`,
  });
  const betaJob = await newJob(operatorContext.request, base, `Beta Engineer ${tag}`, {
    company: `Beta Labs ${tag}`,
  });
  const seekerContext = await browser.newContext();
  await seekerWithSkills(seekerContext.request, base, ['React'], `Sam ${tag}`);
  await apply(seekerContext.request, base, alphaJob);
  await apply(seekerContext.request, base, betaJob);
  const found: string[] = [];

  // Alpha's owner: Alpha's applicant in the back office, nothing of Beta's.
  const { page } = alpha;
  await page.goto('/admin/applications?view=list');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The list's row (the job filter's options name the company's jobs too).
  await expect(page.getByRole('row').filter({ hasText: `Alpha Engineer ${tag}` })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByText(`Beta Engineer ${tag}`)).toHaveCount(0);
  found.push(...(await scanInBothThemes(page, 'team pipeline')));
  await page.goto('/admin/job-listings');
  await expect(page.getByText(`Alpha Engineer ${tag}`).first()).toBeVisible();
  await expect(page.getByText(`Beta Engineer ${tag}`)).toHaveCount(0);
  // Its API answers the same: Beta's job is not there for Alpha.
  expect((await page.request.get(`/api/jobs/${betaJob}/candidates`)).status()).toBe(404);
  // The operator's own screens are not the team's.
  await page.goto('/admin/companies');
  await expect(page.getByRole('heading', { name: 'You do not have access to this page' })).toBeVisible();

  // The operator finds Beta and suspends it, after saying yes.
  const operator = await operatorContext.newPage();
  await operator.goto('/admin/companies');
  await operator.getByRole('searchbox', { name: 'Search companies' }).fill(`Beta Labs ${tag}`);
  const suspend = operator.getByRole('button', { name: `Suspend Beta Labs ${tag}` });
  await expect(suspend).toBeVisible();
  // The search has answered (the header row and Beta's alone), not only the list before it.
  await expect(operator.getByRole('table').getByRole('row')).toHaveCount(2);
  await expect(operator.locator('[aria-busy="true"]')).toHaveCount(0);
  // The list is dimmed while it updates and fades back in: axe measures contrast once it has.
  await expect(operator.getByRole('table')).toHaveCSS('opacity', '1');
  found.push(...(await scanInBothThemes(operator, 'companies')));
  await suspend.click();
  const dialog = operator.getByRole('alertdialog', { name: `Suspend Beta Labs ${tag}?` });
  await expect(dialog).toBeVisible();
  found.push(...(await scanInBothThemes(operator, 'suspend dialog')));
  await dialog.getByRole('button', { name: 'Suspend company' }).click();
  await expect(operator.getByText(`Beta Labs ${tag} is suspended`)).toBeVisible();
  await expect(
    operator.getByRole('button', { name: `Lift the suspension of Beta Labs ${tag}` }),
  ).toBeVisible();

  // Beta's team can no longer change its job.
  const change = await beta.context.request.patch(`/api/jobs/${betaJob}`, {
    headers: origin(base),
    data: { description: 'Changed while suspended.' },
  });
  expect(change.status()).toBe(403);

  expect(found).toEqual([]);
  for (const context of [alpha.context, beta.context, operatorContext, seekerContext]) await context.close();
});
