import { scanInBothThemes } from '../support/axe';
import { closeAll, hiringTeamWithApplicant, scheduleInterview } from '../support/hiring';
import { expect, test } from '../support/test';

test('on a phone the interview panel passes axe, and an interviewer fills the scorecard: it fits the screen, its choices are big enough to tap, and it passes axe', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const base = baseURL ?? '';
  const phone = test.info().project.use;
  const hiring = await hiringTeamWithApplicant(browser, base, {
    viewport: phone.viewport,
    userAgent: phone.userAgent,
    deviceScaleFactor: phone.deviceScaleFactor,
    isMobile: phone.isMobile,
    hasTouch: phone.hasTouch,
  });
  const id = await scheduleInterview(hiring, base);

  const owner = await hiring.owner.newPage();
  await owner.goto(`/admin/applications?application=${hiring.applicationId}`);
  const panel = owner.getByRole('dialog', { name: 'Application from Sam Seeker' });
  await expect(panel.getByRole('region', { name: 'Interviews' })).toContainText('Scheduled');
  await expect(panel.getByRole('heading', { name: 'Application from Sam Seeker' })).toBeInViewport();
  const found = await scanInBothThemes(owner, 'interview-panel');

  const page = await hiring.interviewer.newPage();
  await page.goto(`/admin/applications/${hiring.applicationId}/interviews/${id}/scorecard`);
  await expect(page.getByRole('heading', { name: 'Scorecard', level: 1 })).toBeVisible();
  const questions = page.getByRole('group');
  await expect(questions.nth(0)).toContainText('Go');
  // Nothing wider than the phone: no sideways scrolling.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    phone.viewport!.width,
  );
  // Each rating is a target a thumb can hit (WCAG 2.5.8's 24 px at least).
  const strongYes = questions.nth(0).getByText('Strong yes');
  const box = (await strongYes.boundingBox())!;
  expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(24);
  await strongYes.tap();
  await questions.nth(1).getByText('Yes', { exact: true }).tap();
  await page
    .getByRole('group', { name: /Overall recommendation/ })
    .getByText('Yes', { exact: true })
    .tap();
  await page.getByLabel('Notes').fill('Clear on Go; pods need more depth.');
  found.push(...(await scanInBothThemes(page, 'scorecard')));
  await page.getByRole('button', { name: 'Submit scorecard' }).tap();
  await expect(page.getByText(/your scorecard is in and can no longer be changed/)).toBeVisible();
  found.push(...(await scanInBothThemes(page, 'scorecard-submitted')));
  expect(found).toEqual([]);
  await closeAll(hiring);
});
