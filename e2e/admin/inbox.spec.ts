import { scanInBothThemes } from '../support/axe';
import { expect, test } from '../support/test';
import { ADMIN, emailsInOutbox, origin, signInOverHttp } from '../support/accounts';

test('a visitor’s contact message reaches the inbox and the operator’s email; the reply reaches the visitor', async ({
  browser,
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const visitor = `e2e-contact-${Date.now()}@example.com`;
  const question = `Can my team of ${Date.now() % 1000} recruiters share one account?`;

  await page.goto('/contact');
  await page.getByLabel('Your name').fill('Margaret Hamilton');
  await page.getByLabel('Email', { exact: true }).fill(visitor);
  await page.getByLabel('Topic').selectOption('Recruiters');
  await page.getByLabel('Message').fill(question);
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(
    page.getByText(
      'Thank you. Your message is with the SkillMatch team: a person reads it and answers you by email.',
    ),
  ).toBeVisible();

  // The operator (here, the administrators) is emailed by a background task; answering it reaches the visitor.
  await expect
    .poll(async () => (await emailsInOutbox(ADMIN.email)).filter((mail) => mail.replyTo === visitor), {
      timeout: 15_000,
    })
    .toEqual([expect.objectContaining({ text: expect.stringContaining(question) })]);

  const context = await browser.newContext();
  await signInOverHttp(context.request, baseURL ?? '', ADMIN);
  const admin = await context.newPage();
  await admin.goto('/dashboard');
  await admin.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Inbox' }).click();
  await expect(admin.getByRole('heading', { name: 'Inbox', level: 1 })).toBeVisible();
  const item = admin.getByRole('listitem').filter({ hasText: visitor });
  await expect(item).toContainText('Waiting for a reply');
  await expect(item).toContainText(/just now|1 min ago/);
  await item.getByRole('link', { name: 'Margaret Hamilton' }).click();

  await expect(admin.getByRole('heading', { name: 'Recruiters', level: 1 })).toBeVisible();
  await expect(admin.getByRole('article', { name: 'Message from Margaret Hamilton' })).toContainText(
    question,
  );
  await admin.getByRole('button', { name: 'Send reply' }).click();
  await expect(admin.getByText('Write a reply before sending it')).toBeVisible();
  const answer = 'Yes: each recruiter signs in with their own account and sees the same applicants.';
  await admin.getByLabel('Your reply').fill(answer);
  await admin.getByRole('button', { name: 'Send reply' }).click();
  await expect(admin.getByText(`Reply sent to ${visitor}.`)).toBeVisible();
  await expect(admin.getByRole('region', { name: 'Replies' })).toContainText(answer);
  await expect(admin.getByText('Answered', { exact: true })).toBeVisible();

  await expect
    .poll(async () => await emailsInOutbox(visitor), { timeout: 15_000 })
    .toEqual([
      expect.objectContaining({
        subject: 'Re: your message to SkillMatch',
        replyTo: ADMIN.email,
        text: expect.stringContaining(answer),
      }),
    ]);
  await context.close();
});

// Each screen is scanned in both themes from one load (support/axe.ts, `scanInBothThemes`).
for (const width of [390, 1280]) {
  test(`the inbox and a message pass axe (light and dark, ${width}px)`, async ({ browser, baseURL }) => {
    // Both themes' scans: twice the default time, as the two tests this was had.
    test.setTimeout(120_000);
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    // A message of its own, sent from an address of its own: the contact form allows five a minute each.
    const sent = await context.request.post('/api/contact', {
      headers: { ...origin(baseURL ?? ''), 'x-forwarded-for': `203.0.113.${width / 10}` },
      data: {
        name: 'Axe Visitor',
        email: 'axe-visitor@example.com',
        message: 'Checking the inbox screens.',
      },
    });
    expect(sent.status()).toBe(201);
    await signInOverHttp(context.request, baseURL ?? '', ADMIN);
    const page = await context.newPage();
    await page.goto('/admin/inbox');
    await expect(page.getByRole('heading', { name: 'Inbox', level: 1 })).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    const found = await scanInBothThemes(page, 'inbox');
    await page.getByRole('link', { name: 'Axe Visitor' }).first().click();
    await expect(page.getByRole('button', { name: 'Send reply' })).toBeVisible();
    found.push(...(await scanInBothThemes(page, 'message')));
    expect(found).toEqual([]);
    await context.close();
  });
}
