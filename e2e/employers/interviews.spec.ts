import { emailsInOutbox, origin } from '../support/accounts';
import { scanInBothThemes } from '../support/axe';
import { closeAll, dayAhead, hiringTeamWithApplicant, scheduleInterview } from '../support/hiring';
import { expect, test } from '../support/test';

test('a recruiter schedules an interview, the candidate adds it to their calendar, the interviewer scores, the recruiter sees who said what and sends the offer from its template', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(400_000);
  const base = baseURL ?? '';
  const hiring = await hiringTeamWithApplicant(browser, base);
  const day = dayAhead();

  // The owner schedules the interview from the application.
  const owner = await hiring.owner.newPage();
  await owner.goto(`/admin/applications?application=${hiring.applicationId}`);
  const panel = owner.getByRole('dialog', { name: 'Application from Sam Seeker' });
  const interviews = panel.getByRole('region', { name: 'Interviews' });
  await expect(interviews.getByText('No interview yet.')).toBeVisible();
  await interviews.getByRole('button', { name: 'Schedule an interview' }).click();
  await interviews.getByLabel('Date', { exact: true }).fill(day);
  await interviews.getByLabel('Start time').fill('10:00');
  await interviews.getByLabel('Duration').selectOption('60');
  await interviews.getByLabel('Time zone').selectOption('Europe/Paris');
  await interviews.getByRole('checkbox', { name: 'Ivan Interviewer' }).check();
  await interviews.getByLabel('Place or video link').fill('https://meet.example.com/sam');
  await interviews.getByRole('button', { name: 'Schedule and invite' }).click();
  await expect(owner.getByText('Interview scheduled: the invitations are on their way')).toBeVisible();
  const listed = interviews.getByRole('listitem');
  await expect(listed).toHaveCount(1);
  await expect(listed).toContainText('10:00 (Europe/Paris)');
  await expect(listed).toContainText('Scheduled');
  await expect(listed).toContainText('60 minutes with Ivan Interviewer');

  // The candidate sees it on their home and downloads its calendar file.
  const seeker = await hiring.seeker.newPage();
  await seeker.goto('/');
  const upcoming = seeker.getByRole('region', { name: 'Your upcoming interviews' });
  await expect(upcoming).toContainText(hiring.title);
  await expect(upcoming).toContainText('10:00 (Europe/Paris) · 60 minutes');
  const addToCalendar = upcoming.getByRole('link', { name: `Add to calendar: ${hiring.title}` });
  await expect(addToCalendar).toHaveAttribute('download', 'interview.ics');
  const file = await hiring.seeker.request.get((await addToCalendar.getAttribute('href')) ?? '');
  expect(file.headers()['content-type']).toContain('text/calendar');
  const calendar = await file.text();
  expect(calendar).toContain('BEGIN:VCALENDAR');
  // Added by the person, not answered: the download publishes (the emailed invitation requests).
  expect(calendar).toContain('METHOD:PUBLISH');
  expect(calendar).toMatch(new RegExp(`DTSTART;TZID=Europe/Paris:${day.replaceAll('-', '')}T100000`));
  // The invitation is the company's interview-invitation template (the default here), filled in.
  await expect
    .poll(async () => (await emailsInOutbox(hiring.seekerAccount.email)).map((mail) => mail.subject), {
      timeout: 15_000,
    })
    .toContain(`Interview for ${hiring.title} at ${hiring.company}`);

  // The interviewer opens their scorecard from the application; the others' are hidden until theirs is in.
  const interviewer = await hiring.interviewer.newPage();
  await interviewer.goto(`/admin/applications?application=${hiring.applicationId}`);
  await interviewer
    .getByRole('dialog', { name: 'Application from Sam Seeker' })
    .getByRole('link', { name: 'Your scorecard' })
    .click();
  await expect(interviewer.getByRole('heading', { name: 'Scorecard', level: 1 })).toBeVisible();
  await expect(interviewer.getByText(`Sam Seeker · ${hiring.title}`)).toBeVisible();
  await expect(interviewer.getByText(/the others’ scorecards show once you submit your own/)).toBeVisible();
  const questions = interviewer.getByRole('group');
  await expect(questions.nth(0)).toContainText('Go');
  await expect(questions.nth(1)).toContainText('Kubernetes');
  await questions.nth(0).getByText('Strong yes').click();
  await questions.nth(1).getByText('Yes', { exact: true }).click();
  await interviewer.getByLabel('Notes').fill('Explained goroutines and pods clearly.');
  await interviewer.getByRole('button', { name: 'Submit scorecard' }).click();
  await expect(
    interviewer.getByText('Give your overall recommendation to submit the scorecard'),
  ).toBeVisible();
  await interviewer
    .getByRole('group', { name: /Overall recommendation/ })
    .getByText('Strong yes')
    .click();
  await interviewer.getByRole('button', { name: 'Submit scorecard' }).click();
  await expect(interviewer.getByText(/your scorecard is in and can no longer be changed/)).toBeVisible();
  await expect(interviewer.getByRole('list', { name: 'Scorecards' })).toContainText('Ivan Interviewer (you)');

  // The owner sees the team's verdict beside the score, and leaves a note mentioning the interviewer.
  await owner.reload();
  const verdict = panel.getByRole('region', { name: 'Team’s verdict' });
  await expect(verdict).toContainText('1 strong yes');
  await expect(verdict).toContainText('Ivan Interviewer');
  await expect(verdict).toContainText('Explained goroutines and pods clearly.');
  const notes = panel.getByRole('region', { name: 'Team notes' });
  const note = notes.getByRole('textbox', { name: 'New note' });
  await note.pressSequentially('Great scorecard, @Iv');
  await expect(notes.getByRole('option', { name: 'Ivan Interviewer' })).toBeVisible();
  await note.press('Enter');
  await note.pressSequentially('let us make an offer.');
  await notes.getByRole('button', { name: 'Add note' }).click();
  await expect(notes.getByRole('list', { name: 'Team notes' })).toContainText(
    'Great scorecard, @Ivan Interviewer let us make an offer.',
  );
  // The candidate's answers never hold the team's notes.
  const own = await hiring.seeker.request.get(`/api/applications/${hiring.applicationId}/notes`, {
    headers: origin(base),
  });
  expect(own.status()).toBeGreaterThanOrEqual(403);

  // The owner moves Sam to Offer: the offer template is proposed, filled in, and sent.
  await owner.goto('/admin/applications?view=list');
  await owner.getByRole('button', { name: 'Move Sam Seeker' }).first().click();
  await owner.getByRole('menuitem', { name: 'Offer' }).click();
  await owner
    .getByRole('dialog', { name: 'Move Sam Seeker to Offer' })
    .getByRole('button', { name: 'Confirm' })
    .click();
  const proposal = owner.getByRole('dialog', { name: 'Email Sam Seeker?' });
  const offer = `An offer for ${hiring.title} at ${hiring.company}`;
  await expect(proposal.getByLabel('Subject')).toHaveValue(offer);
  await proposal.getByRole('button', { name: 'Send email' }).click();
  await expect(owner.getByText('Email sent to Sam Seeker')).toBeVisible();
  await expect
    .poll(
      async () =>
        (await emailsInOutbox(hiring.seekerAccount.email)).find((mail) => mail.subject === offer)?.text ?? '',
      { timeout: 15_000 },
    )
    .toContain(`We are delighted to offer you the position of ${hiring.title} at ${hiring.company}.`);

  await closeAll(hiring);
});

test('the interview panel, the scheduling form, the scorecard and My Interviews pass axe, light and dark', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const base = baseURL ?? '';
  const hiring = await hiringTeamWithApplicant(browser, base);
  const id = await scheduleInterview(hiring, base, 'https://meet.example.com/sam');
  const found: string[] = [];

  const owner = await hiring.owner.newPage();
  await owner.goto(`/admin/applications?application=${hiring.applicationId}`);
  const panel = owner.getByRole('dialog', { name: 'Application from Sam Seeker' });
  await expect(panel.getByRole('region', { name: 'Interviews' })).toContainText('Scheduled');
  await expect(panel.getByText('No note yet.')).toBeVisible();
  found.push(...(await scanInBothThemes(owner, 'interview-panel')));
  await panel.getByRole('button', { name: 'Schedule an interview' }).click();
  await expect(panel.getByLabel('Date', { exact: true })).toBeVisible();
  await panel.getByLabel('Date', { exact: true }).scrollIntoViewIfNeeded();
  found.push(...(await scanInBothThemes(owner, 'schedule-form')));
  await panel.getByRole('button', { name: 'Cancel', exact: true }).click();
  await panel.getByRole('textbox', { name: 'New note' }).pressSequentially('Ask @');
  await expect(panel.getByRole('option', { name: 'Ivan Interviewer' })).toBeVisible();
  found.push(...(await scanInBothThemes(owner, 'mention-suggestions')));

  const interviewer = await hiring.interviewer.newPage();
  await interviewer.goto('/admin/job-listings');
  await expect(interviewer.getByRole('heading', { name: 'My Interviews', level: 1 })).toBeVisible();
  await expect(interviewer.getByRole('link', { name: 'Scorecard for Sam Seeker' })).toBeVisible();
  found.push(...(await scanInBothThemes(interviewer, 'my-interviews')));
  await interviewer.goto(`/admin/applications/${hiring.applicationId}/interviews/${id}/scorecard`);
  await expect(interviewer.getByRole('group', { name: /Kubernetes/ })).toBeVisible();
  await interviewer.getByRole('button', { name: 'Submit scorecard' }).click();
  await expect(
    interviewer.getByText('Give your overall recommendation to submit the scorecard'),
  ).toBeVisible();
  found.push(...(await scanInBothThemes(interviewer, 'scorecard')));

  const seeker = await hiring.seeker.newPage();
  await seeker.goto('/');
  await expect(seeker.getByRole('region', { name: 'Your upcoming interviews' })).toContainText(hiring.title);
  found.push(...(await scanInBothThemes(seeker, 'seeker-home')));
  expect(found).toEqual([]);
  await closeAll(hiring);
});
