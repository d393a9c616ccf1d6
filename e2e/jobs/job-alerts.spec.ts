import { randomUUID } from 'node:crypto';
import { expect, test } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';
import { ADMIN, emailsInOutbox, newAccount, signInOverHttp, signUpOverHttp } from '../support/accounts';
import { newJob } from '../support/jobs';

test('a seeker saves a search, sees it on the profile, gets the email and unsubscribes from its link signed out', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const base = baseURL ?? '';
  // A word no other test's job has, so the alert matches only this test's job.
  const word = `Quokka${randomUUID().slice(0, 6)}`;
  const context = await browser.newContext();
  const seeker = await signUpOverHttp(context.request, base, newAccount('Alma Alert'));
  const page = await context.newPage();

  await page.goto(`/jobs?q=${word}`);
  await page.getByRole('button', { name: 'Save this search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save this search' });
  await expect(dialog.getByLabel('Name')).toHaveValue(`${word} jobs`);
  await dialog.getByLabel('How often').selectOption('instant');
  await expectNoAxeViolations(page, 'save this search');
  await dialog.getByRole('button', { name: 'Save alert' }).click();
  await expect(page.getByText('Job alert saved. Manage it on your profile.')).toBeVisible();

  await page.goto('/profile');
  const alerts = page.getByRole('region', { name: 'Job alerts' });
  await expect(alerts.getByRole('link', { name: `${word} jobs` })).toBeVisible();
  await expect(alerts.getByText('Nothing sent yet')).toBeVisible();

  const admin = await browser.newContext();
  await signInOverHttp(admin.request, base, ADMIN);
  const title = `${word} Engineer`;
  await newJob(admin.request, base, title, { company: 'Alert Co' });

  let text = '';
  await expect
    .poll(
      async () => {
        const found = (await emailsInOutbox(seeker.email)).find((email) => email.subject.includes(title));
        text = found?.text ?? '';
        return text;
      },
      { timeout: 20_000 },
    )
    .toContain(title);
  const manage = text.match(/https?:\/\/\S+\/job-alerts\/\S+/)?.[0] ?? '';
  expect(manage).not.toBe('');

  await page.reload();
  await expect(alerts.getByRole('link', { name: title })).toBeVisible();
  await expectNoAxeViolations(page, 'profile with a job alert');

  // The email's link, opened signed out.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(new URL(manage).pathname + new URL(manage).search);
  await expect(visitor.getByText(`${word} jobs is on.`)).toBeVisible();
  await expectNoAxeViolations(visitor, 'job alert link');
  await visitor.getByRole('button', { name: 'Pause alert' }).click();
  await expect(visitor.getByText(/is paused: it sends nothing until you resume it/)).toBeVisible();

  await page.reload();
  await expect(alerts.getByText(/paused/)).toBeVisible();
  await Promise.all([context.close(), admin.close(), visitor.context().close()]);
});
