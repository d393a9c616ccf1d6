import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '../support/test';
import { scanInBothThemes } from '../support/axe';
import {
  ADMIN,
  linkFromOutbox,
  newAccount,
  origin,
  seekerWithSkills,
  signInOverHttp,
  signUpOverHttp,
} from '../support/accounts';
import { newCompany } from '../support/companies';

/** The newest invitation link emailed to `email`, once its background task has written it to the outbox. */
async function invitationLink(email: string): Promise<string> {
  let link = '';
  await expect
    .poll(async () => (link = await linkFromOutbox(email).catch(() => '')), { timeout: 15_000 })
    .toMatch(/\/invitations\/[\w-]+$/);
  return link;
}

/** An owner with a company and a waiting invitation, made over HTTP: the screens' data for axe. */
async function ownerWithTeam(request: APIRequestContext, base: string) {
  await signUpOverHttp(request, base, newAccount('Olive Owner'));
  const created = await request.post('/api/companies', {
    headers: origin(base),
    data: { name: `Axe Works ${randomUUID().slice(0, 8)}`, website: 'axe-works.example' },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const invitedEmail = `invited-${randomUUID().slice(0, 8)}@example.com`;
  const invited = await request.post(`/api/companies/${id}/invitations`, {
    headers: origin(base),
    data: { email: invitedEmail, role: 'recruiter' },
  });
  expect(invited.status()).toBe(201);
  return { invitedEmail };
}

test('an employer signs up with a company, invites a recruiter who joins and hires through the pipeline; another company sees none of it', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const base = baseURL ?? '';
  const company = `Northwind ${randomUUID().slice(0, 8)}`;
  const owner = newAccount('Olive Owner');
  const recruiter = newAccount('Rita Recruiter');

  const ownerContext = await browser.newContext();
  const ownerPage = await ownerContext.newPage();
  await ownerPage.goto('/');
  await ownerPage
    .getByRole('region', { name: 'For employers' })
    .getByRole('link', { name: 'Post a job' })
    .click();
  await expect(ownerPage.getByRole('heading', { name: 'Post jobs on SkillMatch' })).toBeVisible();
  await ownerPage.getByLabel('Full name').fill(owner.name);
  await ownerPage.getByLabel('Work email').fill(owner.email);
  await ownerPage.getByLabel('Password', { exact: true }).fill(owner.password);
  await ownerPage.getByLabel('Confirm password').fill(owner.password);
  await ownerPage.getByLabel('Company name').fill(company);
  await ownerPage.getByLabel('Company website (optional)').fill('northwind.example');
  await ownerPage.getByRole('button', { name: 'Create account and company' }).click();
  // Straight on to posting the first job.
  await expect(ownerPage).toHaveURL('/admin/jobs');

  await ownerPage.goto('/admin/team');
  await expect(ownerPage.getByText(company, { exact: true })).toBeVisible({ timeout: 15_000 });
  const invite = ownerPage.getByRole('region', { name: 'Invite a colleague' });
  await invite.getByLabel('Email').fill(recruiter.email);
  await invite.getByLabel('Role').selectOption('recruiter');
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(ownerPage.getByText(`Invitation sent to ${recruiter.email}.`)).toBeVisible();
  await expect(ownerPage.getByRole('region', { name: 'Waiting invitations' })).toContainText(recruiter.email);

  const link = await invitationLink(recruiter.email);
  const recruiterContext = await browser.newContext();
  const recruiterPage = await recruiterContext.newPage();
  await recruiterPage.goto(new URL(link).pathname);
  await expect(recruiterPage.getByRole('heading', { name: `Join ${company}` })).toBeVisible();
  await expect(recruiterPage.getByText(`Olive Owner invited ${recruiter.email}`)).toBeVisible();
  await recruiterPage.getByRole('link', { name: 'Create your account' }).click();
  await recruiterPage.getByLabel('Full name').fill(recruiter.name);
  await recruiterPage.getByLabel('Email').fill(recruiter.email);
  await recruiterPage.getByLabel('Password', { exact: true }).fill(recruiter.password);
  await recruiterPage.getByLabel('Confirm password').fill(recruiter.password);
  await recruiterPage.getByRole('button', { name: 'Create Account' }).click();
  // Back on the invitation, signed in with the invited address.
  await recruiterPage.getByRole('button', { name: 'Accept the invitation' }).click();
  await expect(recruiterPage).toHaveURL('/admin/team');
  const members = recruiterPage.getByRole('region', { name: 'Members (2)' });
  await expect(members).toContainText(owner.email);
  await expect(members).toContainText(`${recruiter.name} (you)`);
  await expect(recruiterPage.getByRole('region', { name: 'Invite a colleague' })).toHaveCount(0);

  // The link is spent.
  await recruiterPage.goto(new URL(link).pathname);
  await expect(recruiterPage.getByText('You are already on the hiring team')).toBeVisible();
  await ownerPage.reload();
  await expect(ownerPage.getByRole('region', { name: 'Members (2)' })).toContainText(recruiter.email);
  await expect(ownerPage.getByRole('region', { name: 'Waiting invitations' })).toContainText(
    'No invitation is waiting',
  );

  // The recruiter posts the company's first job: it waits for the operator, who publishes it.
  const { activeCompanyId } = await (await recruiterContext.request.get('/api/me/companies')).json();
  const title = `Pipeline Engineer ${randomUUID().slice(0, 8)}`;
  const posted = await recruiterContext.request.post('/api/jobs', {
    headers: origin(base),
    data: {
      companyId: activeCompanyId,
      title,
      location: 'Austin, TX',
      category: 'Technology',
      description: 'Build the screens recruiters hire with.',
      skills: ['React', 'TypeScript'],
    },
  });
  expect(posted.status()).toBe(201);
  const job = await posted.json();
  expect(job).toMatchObject({ review: 'pending', company });
  const operatorContext = await browser.newContext();
  await signInOverHttp(operatorContext.request, base, ADMIN);
  const reviewed = await operatorContext.request.post(`/api/jobs/${job.id}/review`, {
    headers: origin(base),
    data: { decision: 'publish' },
  });
  expect(reviewed.status()).toBe(200);

  // A seeker applies; the recruiter moves the application on and sees it in the company's pipeline.
  const seekerContext = await browser.newContext();
  await seekerWithSkills(seekerContext.request, base, ['React', 'TypeScript'], 'Sam Seeker');
  const applied = await seekerContext.request.post('/api/applications', {
    headers: origin(base),
    data: { jobId: job.id, motivation: 'I have built React and TypeScript front ends for years.' },
  });
  expect(applied.status()).toBe(201);
  const { applicationId } = await applied.json();
  const moved = await recruiterContext.request.patch(`/api/applications/${applicationId}`, {
    headers: origin(base),
    data: { status: 'In Progress' },
  });
  expect(moved.status()).toBe(200);
  await recruiterPage.goto('/admin/applications?view=list');
  const row = recruiterPage.getByRole('row').filter({ hasText: 'Sam Seeker' });
  await expect(row).toContainText(title);
  await expect(row).toContainText('In Progress');

  // Another company's owner: none of it, on the screen or through the API.
  const otherContext = await browser.newContext();
  await signUpOverHttp(otherContext.request, base, newAccount('Otto Other'));
  await newCompany(otherContext.request, base, `Other Works ${randomUUID().slice(0, 8)}`);
  expect((await otherContext.request.get(`/api/admin/applications/${applicationId}`)).status()).toBe(404);
  expect((await otherContext.request.get(`/api/jobs/${job.id}/candidates`)).status()).toBe(404);
  const otherPage = await otherContext.newPage();
  await otherPage.goto('/admin/applications?view=list');
  await expect(otherPage.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(otherPage.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(otherPage.getByText(title)).toHaveCount(0);
  await expect(otherPage.getByText('Sam Seeker')).toHaveCount(0);

  await Promise.all(
    [ownerContext, recruiterContext, operatorContext, seekerContext, otherContext].map((context) =>
      context.close(),
    ),
  );
});

// Each screen is scanned in both themes from one load (support/axe.ts, `scanInBothThemes`).
for (const width of [390, 1280]) {
  test(`the employer screens pass axe (light and dark, ${width}px)`, async ({ browser, baseURL }) => {
    // Both themes' scans: twice the default time, as the two tests this was had.
    test.setTimeout(120_000);
    const base = baseURL ?? '';
    const options = { viewport: { width, height: 900 } };
    const visitor = await (await browser.newContext(options)).newPage();
    await visitor.goto('/employers/sign-up');
    await expect(visitor.getByRole('heading', { name: 'Post jobs on SkillMatch' })).toBeVisible();
    const found = await scanInBothThemes(visitor, 'employer sign-up');

    const ownerContext = await browser.newContext(options);
    const { invitedEmail } = await ownerWithTeam(ownerContext.request, base);
    const owner = await ownerContext.newPage();
    await owner.goto('/admin/team');
    // A busy machine may take a while to answer the team's two calls.
    await expect(owner.getByRole('region', { name: 'Waiting invitations' })).toContainText(invitedEmail, {
      timeout: 15_000,
    });
    await expect(owner.getByLabel(/Your own items/)).toBeVisible();
    found.push(...(await scanInBothThemes(owner, 'team page')));
    await owner.getByRole('button', { name: 'Leave the team' }).click();
    await expect(owner.getByRole('alertdialog')).toBeVisible();
    found.push(...(await scanInBothThemes(owner, 'leave dialog')));

    await visitor.goto(new URL(await invitationLink(invitedEmail)).pathname);
    await expect(visitor.getByRole('link', { name: 'Create your account' })).toBeVisible();
    found.push(...(await scanInBothThemes(visitor, 'invitation page')));
    expect(found).toEqual([]);
    await Promise.all([visitor.context().close(), ownerContext.close()]);
  });
}
