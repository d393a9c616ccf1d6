import { FRONTEND_SKILLS, seekerWithSkills } from '../support/accounts';
import { expect, test, type Locator, type Page } from '../support/test';
import { nextRecommendationsAnswer, recommendationsFor, toneFor } from './recommendation-list';

const RECOMMENDATION_MESSAGES = {
  noSkills:
    "You haven't added skills to your profile yet. Adding skills will improve your job recommendations.",
};

const cardFor = (page: Page, jobId: string) =>
  page.getByRole('article').filter({ has: page.locator(`h2 a[href="/jobs/${jobId}"]`) });

async function scoreOn(card: Locator): Promise<number> {
  const text = await card
    .getByText(/^\d+% match/)
    .first()
    .innerText();
  return Number(text.match(/^(\d+)%/)?.[1]);
}

test('a seeker with skills sees ranked recommendations with coloured badges and reasons; adding a missing skill from a card counts it for that job after refresh', async ({
  page,
  baseURL,
}) => {
  await seekerWithSkills(page.context().request, baseURL ?? '', FRONTEND_SKILLS);
  const shown = nextRecommendationsAnswer(page);
  await page.goto('/recommendations');
  const expected = await shown;
  expect(expected.items.length).toBeGreaterThan(3);
  await expect(page.getByRole('heading', { name: 'Recommendations', level: 1 })).toBeVisible();
  const skills = page.getByRole('list', { name: 'Your skills' });
  for (const skill of FRONTEND_SKILLS) await expect(skills.getByText(skill, { exact: true })).toBeVisible();

  const list = page.getByRole('list', { name: 'Recommended jobs' });
  await expect(list.getByRole('article')).toHaveCount(expected.items.length);
  await expect(
    page.getByText(
      `${expected.matching.toLocaleString('en-US')} matching jobs (a score of 60 or more) · showing ${expected.items.length} of ${expected.total.toLocaleString('en-US')} that use your skills`,
    ),
  ).toBeVisible();

  // Ranked as the engine ranks them, each badge coloured by its step, each with its reasons.
  const cards = await list.getByRole('article').all();
  let previous = 100;
  for (const [index, card] of cards.slice(0, 6).entries()) {
    const item = expected.items[index]!;
    await expect(card.getByRole('heading', { level: 2 })).toHaveText(item.jobDetails.title);
    const score = await scoreOn(card);
    expect(score).toBe(item.match_score);
    expect(score).toBeLessThanOrEqual(previous);
    previous = score;
    await expect(card.locator('[data-tone]').first()).toHaveAttribute('data-tone', toneFor(score));
    // One line of reasons on the card, the whole explanation closed until asked for.
    await expect(card.getByText(/^\d+ of \d+ skills · uses \d+ of yours/)).toBeVisible();
    await expect(card.getByText(/^You have \d+ of \d+ skills/)).toBeHidden();
  }

  // The best card with a missing skill: add it in one click.
  const withMissing = expected.items.find((item) => item.reasons.missing.length > 0)!;
  const skill = withMissing.reasons.missing[0]!;
  const card = cardFor(page, withMissing.jobDetails.id);
  await expect(card.getByText(` · +${skill}`)).toBeVisible();
  await card.getByText('Why this match').click();
  await card.getByRole('button', { name: `Add ${skill}`, exact: true }).click();
  await expect(page.getByRole('status').getByText(`Added ${skill} to your profile`)).toBeVisible();
  await expect(skills.getByText(skill, { exact: true })).toBeVisible();

  const refreshed = nextRecommendationsAnswer(page);
  await page.getByRole('button', { name: 'Refresh Recommendations' }).click();
  const after = await refreshed;
  await expect(page.getByRole('button', { name: 'Refresh Recommendations' })).toBeEnabled();
  await expect(card.getByRole('button', { name: `Add ${skill}`, exact: true })).toHaveCount(0);
  await expect(
    card.getByRole('list', { name: 'Skills you have' }).getByText(skill, { exact: true }),
  ).toBeVisible();
  // The card shows the engine's new score for the job, never lower than before (docs/matching.md).
  const rescored = after.items.find((item) => item.jobDetails.id === withMissing.jobDetails.id)!;
  expect(rescored.reasons.matched).toContain(skill);
  expect(rescored.reasons.missing).not.toContain(skill);
  expect(await scoreOn(card)).toBe(rescored.match_score);
  expect(rescored.match_score).toBeGreaterThanOrEqual(withMissing.match_score);
});

test('a seeker without skills is told to add some, with the way to the profile and the jobs', async ({
  page,
  baseURL,
}) => {
  await seekerWithSkills(page.context().request, baseURL ?? '', []);
  await page.goto('/recommendations');
  await expect(page.getByText(RECOMMENDATION_MESSAGES.noSkills)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add skills to your profile' })).toHaveAttribute(
    'href',
    '/profile',
  );
  await expect(page.getByRole('link', { name: 'Browse all jobs' })).toHaveAttribute('href', '/jobs');

  await page.goto('/dashboard');
  await expect(page.getByText('No matches yet')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Top Skill Matches' }).getByRole('link', { name: 'Update Profile' }),
  ).toHaveAttribute('href', '/profile');
});

test('the job list asks once per page and shows the seeker’s badge; the job page shows it with the reasons', async ({
  page,
  baseURL,
}) => {
  const request = page.context().request;
  const account = await seekerWithSkills(request, baseURL ?? '', FRONTEND_SKILLS);
  const [top] = (await recommendationsFor(request, account.email, 1)).items;

  const matchCalls: string[] = [];
  page.on('request', (call) => {
    if (new URL(call.url()).pathname === '/api/matches') matchCalls.push(call.url());
  });
  await page.goto(`/jobs?q=${encodeURIComponent(top!.jobDetails.title)}`);
  const card = cardFor(page, top!.jobDetails.id);
  await expect(card.getByText(`${top!.match_score}% match`)).toBeVisible();
  await expect(card.locator('[data-tone]').first()).toHaveAttribute('data-tone', toneFor(top!.match_score));
  expect(matchCalls).toHaveLength(1);
  expect(new URL(matchCalls[0]!).searchParams.getAll('jobId').length).toBe(
    await page.getByRole('article').count(),
  );

  // On a wide screen the card shows the job beside the list; its page is one link further.
  await card.getByRole('link', { name: top!.jobDetails.title, exact: true }).click();
  const pane = page.getByRole('region', { name: top!.jobDetails.title });
  await expect(pane.getByText(`${top!.match_score}% match`)).toBeVisible();
  await pane.getByRole('link', { name: 'Open job page' }).click();
  await expect(page.getByRole('heading', { name: top!.jobDetails.title, level: 1 })).toBeVisible();
  const panel = page.getByRole('region', { name: 'Your match' });
  await expect(panel.getByText(`${top!.match_score}% match`)).toBeVisible();
  await expect(panel.getByText(/^You have \d+ of \d+ skills/)).toBeVisible();
});

test('the dashboard greets the seeker and shows the engine’s top 3 with their scores', async ({
  page,
  baseURL,
}) => {
  const request = page.context().request;
  const account = await seekerWithSkills(request, baseURL ?? '', FRONTEND_SKILLS, 'Katherine Johnson');
  const { items } = await recommendationsFor(request, account.email, 3);

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Welcome, Katherine Johnson', level: 1 })).toBeVisible();
  const panel = page.getByRole('region', { name: 'Top Skill Matches' });
  await expect(panel.getByRole('article')).toHaveCount(3);
  for (const [index, item] of items.entries()) {
    const card = panel.getByRole('article').nth(index);
    await expect(card.getByRole('heading')).toHaveText(item.jobDetails.title);
    await expect(card.getByText(`${item.match_score}% match`)).toBeVisible();
  }
  await expect(panel.getByRole('link', { name: 'View all', exact: true })).toHaveAttribute(
    'href',
    '/recommendations',
  );
  await panel.getByRole('link', { name: 'View All Matches' }).click();
  await expect(page).toHaveURL('/recommendations');
});
