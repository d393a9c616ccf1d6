import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '../support/test';
import { axeViolations } from '../support/axe';
import { emailsInOutbox, origin } from '../support/accounts';
import { closeAll, companyWithApplicant } from '../support/hiring';

const SHOTS = process.env.E2E_SHOTS_DIR;

// Every rule in the light theme, the colour rules in the dark one (support/axe.ts, `Rules`).
for (const scheme of ['light', 'dark'] as const) {
  for (const width of [390, 1280]) {
    test(`a recruiter edits the offer template, moves an applicant to Offer and sends it; the candidate answers (${scheme}, ${width}px)`, async ({
      browser,
      baseURL,
    }) => {
      test.setTimeout(180_000);
      const base = baseURL ?? '';
      const options = { colorScheme: scheme, viewport: { width, height: 900 } };
      const rules = scheme === 'light' ? 'all' : 'colours';
      const tag = randomUUID().slice(0, 8);
      const company = `Offer Works ${tag}`;
      const shot = (page: Page, name: string) =>
        SHOTS
          ? page.screenshot({ path: `${SHOTS}/${name}-${scheme}-${width}.png`, fullPage: true })
          : undefined;

      // An owner with a published job and an applicant, made over HTTP.
      const hiring = await companyWithApplicant(browser, base, options, {
        company,
        title: `Offer Engineer ${tag}`,
      });
      const seeker = hiring.seekerAccount;

      // The owner edits the offer template.
      const page = await hiring.owner.newPage();
      await page.goto('/admin/email-templates');
      await page.getByRole('button', { name: 'Edit offer' }).click();
      const form = page.getByRole('form', { name: 'Offer template' });
      await form.getByLabel('Subject').fill('Welcome to {{company.name}}, {{candidate.firstName}}');
      await form
        .getByLabel('Message')
        .fill('Dear {{candidate.name}},\n\nThe {{job.title}} role is yours. Start date: the first of May.');
      await form.getByRole('button', { name: 'Save template' }).click();
      await expect(page.getByText('Offer template saved')).toBeVisible();
      await form.getByRole('button', { name: 'Preview' }).click();
      await expect(page.getByRole('region', { name: 'Preview' })).toContainText(
        'The Senior Data Engineer role is yours',
      );
      const found = await axeViolations(page, 'email templates', rules);
      await shot(page, 'templates');

      // Moves the applicant to Offer: the edited template is proposed, filled in, and sent.
      await page.goto('/admin/applications?view=list');
      await page.getByRole('button', { name: 'Move Sam Seeker' }).first().click();
      await page.getByRole('menuitem', { name: 'Offer' }).click();
      await page
        .getByRole('dialog', { name: 'Move Sam Seeker to Offer' })
        .getByRole('button', { name: 'Confirm' })
        .click();
      const proposal = page.getByRole('dialog', { name: 'Email Sam Seeker?' });
      await expect(proposal.getByLabel('Subject')).toHaveValue(`Welcome to ${company}, Sam`);
      await expect(proposal.getByLabel('Message')).toHaveValue(
        `Dear Sam Seeker,\n\nThe Offer Engineer ${tag} role is yours. Start date: the first of May.`,
      );
      found.push(...(await axeViolations(page, 'email proposal', rules)));
      await shot(page, 'proposal');
      await proposal.getByRole('button', { name: 'Send email' }).click();
      await expect(page.getByText('Email sent to Sam Seeker')).toBeVisible();

      let offer = { replyTo: '', text: '' };
      await expect
        .poll(
          async () => {
            const mail = (await emailsInOutbox(seeker.email)).find(
              (email) => email.subject === `Welcome to ${company}, Sam`,
            );
            offer = mail ?? offer;
            return mail?.text ?? '';
          },
          { timeout: 15_000 },
        )
        .toContain('role is yours. Start date: the first of May.');
      expect(offer.replyTo).toMatch(/^reply\+[\w-]+\.[\w-]{32}@/);

      // The candidate answers; the development outbox's relay hands the reply over.
      const replied = await hiring.seeker.request.post('/api/inbound-email', {
        headers: origin(base),
        data: {
          to: offer.replyTo,
          from: seeker.email,
          subject: `Re: Welcome to ${company}, Sam`,
          text: 'I accept with pleasure!',
        },
      });
      expect(replied.status()).toBe(201);
      const seekerPage = await hiring.seeker.newPage();
      await seekerPage.goto('/applications');
      const emails = seekerPage.getByRole('region', { name: `Emails about Offer Engineer ${tag}` });
      await expect(emails).toContainText(`Welcome to ${company}, Sam`);
      await expect(emails).toContainText('your reply');
      found.push(...(await axeViolations(seekerPage, 'candidate applications', rules)));
      await shot(seekerPage, 'candidate');

      await page.goto(`/admin/applications?view=list&application=${hiring.applicationId}`);
      const conversation = page.getByRole('list', { name: 'Emails with the candidate' });
      await expect(conversation).toContainText('Reply from Sam Seeker');
      await conversation.getByText(`Re: Welcome to ${company}, Sam`).click();
      await expect(conversation).toContainText('I accept with pleasure!');
      found.push(...(await axeViolations(page, 'conversation', rules)));
      await shot(page, 'conversation');
      expect(found).toEqual([]);
      await closeAll(hiring);
    });
  }
}
