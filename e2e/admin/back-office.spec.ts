import { expect, test, type Browser, type Page } from '../support/test';
import { ADMIN, origin, seekerWithSkills, signInOverHttp } from '../support/accounts';
import { acknowledged, newJob } from '../support/jobs';

const MOTIVATION = 'I have built and run React front ends for years and would love to do it with you.';

/** An administrator's browser page, signed in over HTTP; tall enough that a drag needs no scrolling. */
async function adminPage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 1400 } });
  await signInOverHttp(context.request, baseURL, ADMIN);
  return context.newPage();
}

/** A signed-in seeker with these skills, in a browser context of their own. */
async function seekerPage(browser: Browser, baseURL: string, name: string, skills: string[]) {
  const context = await browser.newContext();
  const account = await seekerWithSkills(context.request, baseURL, skills, name);
  return { page: await context.newPage(), account };
}

async function apply(page: Page, baseURL: string, jobId: string): Promise<string> {
  const response = await page.request.post('/api/applications', {
    headers: origin(baseURL),
    data: { jobId, motivation: MOTIVATION },
  });
  if (!response.ok()) throw new Error(`apply failed: ${response.status()} ${await response.text()}`);
  const { applicationId } = (await response.json()) as { applicationId: string };
  await acknowledged(page.request, applicationId);
  return applicationId;
}

const column = (page: Page, status: string) => page.getByRole('region', { name: `${status} column` });

test('a recruiter ranks a job’s applicants, moves them by drag and drop, keyboard and in bulk; seekers see it live', async ({
  browser,
  baseURL,
}) => {
  // Four applicants, each waiting for their acknowledgement, on a shared machine.
  test.setTimeout(180_000);
  const base = baseURL ?? '';
  const admin = await adminPage(browser, base);
  const jobId = await newJob(admin.request, base, 'Pipeline Frontend Engineer', {
    company: 'Pipeline Co',
    location: 'Porto, Portugal',
    salaryMax: 90000,
    skills: ['React', 'TypeScript', 'GraphQL'],
    remote: true,
  });
  const strong = await seekerPage(browser, base, 'Strong Fit', ['React', 'TypeScript', 'GraphQL']);
  const weak = await seekerPage(browser, base, 'Partial Fit', ['React']);
  const third = await seekerPage(browser, base, 'Bulk One', ['Python']);
  const fourth = await seekerPage(browser, base, 'Bulk Two', ['Go']);
  await apply(strong.page, base, jobId);
  await apply(weak.page, base, jobId);
  await apply(third.page, base, jobId);
  const fourthApplication = await apply(fourth.page, base, jobId);

  // The seeker follows the application with the page open: the bell and the timeline are live.
  await strong.page.goto('/applications');
  const bell = strong.page.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications');

  await admin.goto(`/admin/jobs/${jobId}/applicants`);
  const applicants = admin.getByTestId('applicant-card');
  await expect(applicants.first()).toContainText('Strong Fit');
  await expect(applicants.nth(1)).toContainText('Partial Fit');
  await expect(applicants.first()).toContainText('GraphQL');
  await expect(applicants.first()).toContainText(MOTIVATION.slice(0, 40));

  // Drag and drop: Strong Fit from Applied to Interview, with a next step.
  await admin.goto(`/admin/applications?jobId=${jobId}`);
  const strongCard = column(admin, 'Applied').getByRole('article', { name: /Strong Fit/ });
  await strongCard.dragTo(column(admin, 'Interview'));
  const dragDialog = admin.getByRole('dialog', { name: 'Move Strong Fit to Interview' });
  await dragDialog.getByLabel('Next step', { exact: true }).fill('Technical interview');
  await dragDialog.getByLabel('Next step date').fill('2026-12-14');
  await dragDialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(column(admin, 'Interview').getByRole('article', { name: /Strong Fit/ })).toBeVisible();

  // The keyboard: the card's Move menu, only the allowed moves, Enter to choose.
  const moveWeak = column(admin, 'Applied').getByRole('button', { name: 'Move Partial Fit' });
  await moveWeak.focus();
  await admin.keyboard.press('Enter');
  await expect(admin.getByRole('menuitem')).toHaveText(['In Progress', 'Interview', 'Offer', 'Rejected']);
  await admin.getByRole('menuitem', { name: 'Interview' }).focus();
  await admin.keyboard.press('Enter');
  const keyDialog = admin.getByRole('dialog', { name: 'Move Partial Fit to Interview' });
  await keyDialog.getByLabel('Next step', { exact: true }).fill('Meet the team');
  await keyDialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(column(admin, 'Interview').getByRole('article', { name: /Partial Fit/ })).toBeVisible();

  await expect(bell).toHaveAccessibleName('Notifications, 2 unread');
  const application = strong.page.getByRole('article', { name: 'Pipeline Frontend Engineer' });
  await expect(application.getByRole('list', { name: 'Timeline' }).getByRole('listitem')).toHaveText([
    /^Applied/,
    /^Email sent/,
    /^Interview/,
    /^Next step: Technical interview/,
  ]);

  // A move the server refuses: the applicant withdrew while the board was open.
  const withdrawn = await fourth.page.request.post(`/api/applications/${fourthApplication}/withdraw`, {
    headers: origin(base),
  });
  expect(withdrawn.ok()).toBe(true);
  await column(admin, 'Applied').getByRole('button', { name: 'Move Bulk Two' }).click();
  await admin.getByRole('menuitem', { name: 'In Progress' }).click();
  const refused = admin.getByRole('dialog', { name: 'Move Bulk Two to In Progress' });
  await refused.getByRole('button', { name: 'Confirm' }).click();
  await expect(refused.getByRole('alert')).toHaveText(
    'The applicant withdrew this application: it cannot be moved.',
  );
  await refused.getByRole('button', { name: 'Cancel' }).click();
  await admin.reload();
  await expect(admin.getByRole('region', { name: 'Withdrawn column' })).toContainText('Bulk Two');

  // Bulk: select two and reject them in one go.
  await column(admin, 'Interview').getByRole('checkbox', { name: 'Select Partial Fit' }).check();
  await column(admin, 'Applied').getByRole('checkbox', { name: 'Select Bulk One' }).check();
  await admin
    .getByRole('region', { name: 'Selected applications' })
    .getByRole('button', { name: 'Reject' })
    .click();
  const bulk = admin.getByRole('dialog', { name: 'Move 2 applications to Rejected' });
  await bulk.getByLabel('Feedback').fill('We went ahead with other candidates.');
  await bulk.getByRole('button', { name: 'Confirm' }).click();
  await expect(column(admin, 'Rejected').getByRole('article')).toHaveCount(2);
  await expect(column(admin, 'Interview').getByRole('article')).toHaveCount(1);

  // The dashboard tells the same story.
  await admin.goto('/dashboard');
  const activity = admin.getByRole('region', { name: 'Recent Activity' });
  await expect(activity).toContainText("moved Strong Fit's application for Pipeline Frontend Engineer");
  await expect(activity).toContainText('Bulk Two withdrew');
  const funnel = admin.getByRole('figure', { name: /^Pipeline by status/ });
  await expect(funnel.getByRole('row', { name: /^Rejected [1-9]/ })).toBeVisible();
  await expect(funnel.getByRole('row', { name: /^Interview [1-9]/ })).toBeVisible();
});

test('an administrator disables and enables an account and changes a role; both take effect at once', async ({
  browser,
  baseURL,
}) => {
  const base = baseURL ?? '';
  const admin = await adminPage(browser, base);
  const seeker = await seekerPage(browser, base, 'Disabled Soon', ['React']);
  await seeker.page.goto('/profile');
  await expect(seeker.page.getByRole('heading', { name: 'Disabled Soon' })).toBeVisible();

  await admin.goto('/admin/users');
  await admin.getByLabel('Search users').fill(seeker.account.email);
  await admin.getByRole('link', { name: 'Disabled Soon' }).click();
  await expect(admin.getByRole('heading', { name: 'Disabled Soon', level: 1 })).toBeVisible();
  await admin.getByRole('button', { name: 'Disable account' }).click();
  await admin.getByRole('alertdialog').getByRole('button', { name: 'Disable account' }).click();
  await expect(admin.getByText('Disabled', { exact: true })).toBeVisible();

  // The session ended at once; signing in again is refused with a clear message.
  await seeker.page.reload();
  await expect(seeker.page).toHaveURL(/\/login/);
  await seeker.page.getByLabel('Email').fill(seeker.account.email);
  await seeker.page.getByLabel('Password').fill(seeker.account.password);
  await seeker.page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(seeker.page.getByRole('alert')).toContainText('This account has been disabled.');

  await admin.getByRole('button', { name: 'Enable account' }).click();
  await admin.getByRole('alertdialog').getByRole('button', { name: 'Enable account' }).click();
  await seeker.page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(seeker.page).not.toHaveURL(/\/login/);

  // A role change: the person gets the administrators' screens on their next page.
  await admin.getByRole('button', { name: 'Make administrator' }).click();
  await admin.getByRole('alertdialog').getByRole('button', { name: 'Make administrator' }).click();
  await seeker.page.goto('/dashboard');
  await expect(seeker.page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  await expect(
    seeker.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Users' }),
  ).toBeVisible();
  await admin.getByRole('button', { name: 'Make job seeker' }).click();
  await admin.getByRole('alertdialog').getByRole('button', { name: 'Make job seeker' }).click();
  await seeker.page.reload();
  await expect(seeker.page.getByRole('heading', { name: /^Welcome, / })).toBeVisible();
});
