import { ADMIN, newAccount, origin, signInOverHttp, signUpOverHttp } from '../support/accounts';
import { newJob } from '../support/jobs';
import { expect, test, type APIRequestContext, type Browser, type Locator, type Page } from '../support/test';

/**
 * The newcomer of issue 33, tried as a person would: a React developer signs up, reads her
 * recommendations, opens a job, applies, and the recruiter ranks the job's applicants. Every screen
 * shows one score per person and job, and the numbers mean what they say (docs/matching.md). That
 * "UK" finds the job in the United Kingdom and not one in Milwaukee is e2e/jobs/understood-search.spec.ts.
 */

const DANA_SKILLS = ['React', 'TypeScript', 'Node.js', 'PostgreSQL', 'CSS', 'Figma', 'GraphQL'];
/** A word no other job has, so that a search for it lists this test's jobs only. */
const WORD = 'Quokkary';
const MOTIVATION = 'I build design systems in React and TypeScript and would love to build yours.';

/** Signs a seeker up over HTTP with these skills and, when given, preferences that fit the jobs here. */
async function seeker(
  request: APIRequestContext,
  baseURL: string,
  name: string,
  skills: string[],
  withPreferences = false,
) {
  const account = await signUpOverHttp(request, baseURL, newAccount(name));
  const jobPreferences = withPreferences
    ? { jobTypes: ['Full-time'], locations: ['London'], salary: { min: 50000, max: null }, remote: false }
    : undefined;
  const response = await request.patch(`/api/user/${encodeURIComponent(account.email)}`, {
    headers: origin(baseURL),
    data: {
      profile: { headline: 'Engineer', bio: 'I build things.', location: 'London', skills, jobPreferences },
    },
  });
  if (!response.ok()) throw new Error(`profile failed: ${response.status()} ${await response.text()}`);
  return account;
}

/** Another seeker, in a browser context of their own, who applies to the job over the API. */
async function otherApplicant(
  browser: Browser,
  baseURL: string,
  name: string,
  skills: string[],
  jobId: string,
) {
  const context = await browser.newContext();
  await seeker(context.request, baseURL, name, skills);
  const response = await context.request.post('/api/applications', {
    headers: origin(baseURL),
    data: { jobId, motivation: MOTIVATION },
  });
  if (!response.ok()) throw new Error(`apply failed: ${response.status()} ${await response.text()}`);
  await context.close();
}

/** The number on a match badge ("96% match"). */
async function scoreOn(where: Locator): Promise<number> {
  const text = await where
    .getByText(/^\d+% match/)
    .first()
    .innerText();
  return Number(text.match(/^(\d+)%/)?.[1]);
}

const cardFor = (page: Page, jobId: string) =>
  page.getByRole('article').filter({ has: page.locator(`h2 a[href="/jobs/${jobId}"]`) });

test('the newcomer’s scores mean what they say: recommendations, the job page, the notice and the recruiter’s applicants agree', async ({
  browser,
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const base = baseURL ?? '';
  // She signs up before the jobs are published, so that publishing is what tells her of them (or not).
  // Her preferences fit the jobs below: they may order equal matches, never outweigh a skill.
  await seeker(page.request, base, 'Dana Newcomer', DANA_SKILLS, true);

  const admin = await browser.newContext({ viewport: { width: 1440, height: 1200 } });
  await signInOverHttp(admin.request, base, ADMIN);
  const common = {
    location: 'London, United Kingdom',
    type: 'Full-time',
    salaryMin: 60000,
    salaryMax: 80000,
  };
  // One of her seven skills, not the one the posting leads with (version 3 said 89% for such a job).
  const oneOfSeven = await newJob(admin.request, base, `${WORD} Mobile Engineer`, {
    ...common,
    skills: ['Kotlin', 'Google Android', 'Node.js', 'Git', 'Swift', 'Firebase', 'Jetpack Compose'],
  });
  const noneOfHers = await newJob(admin.request, base, `${WORD} Warehouse Lead`, {
    ...common,
    category: 'Logistics',
    skills: ['Forklift', 'Warehouse management', 'Inventory control'],
  });
  // The recruiter's job of issue 33: she has 4 of its 5 skills, the ones it leads with.
  const frontend = await newJob(admin.request, base, `${WORD} Frontend Engineer`, {
    ...common,
    skills: ['React', 'TypeScript', 'CSS', 'Figma', 'Storybook'],
  });

  // The strong-match notice names the score the job page will show. Tasks run one at a time in the
  // order sent, so once the notice of the last job published is there, the first one's has run: she
  // holds one skill of its seven and is not told of it.
  await page.goto('/recommendations');
  await page.getByRole('button', { name: /^Notifications/ }).click();
  const notice = page.getByRole('menuitem', { name: new RegExp(`${WORD} Frontend Engineer`) });
  await expect(notice).toBeVisible();
  const noticeScore = Number((await notice.innerText()).match(/New job match: (\d+)%/)?.[1]);
  await expect(page.getByRole('menuitem', { name: new RegExp(`${WORD} Mobile Engineer`) })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // Her recommendations, best first, until the frontend job's card (other tests publish jobs too).
  const list = page.getByRole('list', { name: 'Recommended jobs' });
  const cards = list.getByRole('article');
  await expect(cards.first()).toBeVisible();
  const card = cardFor(page, frontend);
  for (let shown = await cards.count(); (await card.count()) === 0; shown = await cards.count()) {
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(cards).not.toHaveCount(shown);
  }
  // The displayed score is the ranking: descending down the list.
  const scores: number[] = [];
  for (const each of await cards.all()) scores.push(await scoreOn(each));
  expect(scores).toEqual([...scores].sort((a, b) => b - a));
  // 4 of 5, the first four: a strong match, and what is missing is named.
  const score = await scoreOn(card);
  expect(score).toBeGreaterThanOrEqual(80);
  await expect(card.getByText('4 of 5 skills · uses 4 of yours · +Storybook')).toBeVisible();
  expect(noticeScore).toBe(score);
  // Neither the one-of-seven job nor the warehouse job is among her matches on this page.
  await expect(cardFor(page, oneOfSeven)).toHaveCount(0);
  await expect(cardFor(page, noneOfHers)).toHaveCount(0);

  // The job list shows the same badges: weak for one skill of seven, none at all for no skill of hers.
  await page.goto(`/jobs?q=${WORD}`);
  await expect(page.getByRole('article')).toHaveCount(3);
  await expect(cardFor(page, frontend).getByText(`${score}% match`)).toBeVisible();
  const mobileCard = cardFor(page, oneOfSeven);
  await expect(mobileCard.locator('[data-tone]')).toHaveAttribute('data-tone', 'red');
  const mobileScore = await scoreOn(mobileCard);
  expect(mobileScore).toBeLessThan(60);
  await expect(cardFor(page, noneOfHers).locator('[data-tone]')).toHaveCount(0);
  await expect(cardFor(page, noneOfHers).getByText(/% match/)).toHaveCount(0);

  // The one-of-seven job's page says so, with the same score as its card.
  await page.goto(`/jobs/${oneOfSeven}`);
  const yourMatch = page.getByRole('region', { name: 'Your match' });
  await expect(yourMatch.getByText(`${mobileScore}% match`)).toBeVisible();
  await expect(yourMatch.getByText(/^You have 1 of 7 skills/)).toBeVisible();

  // The frontend job's page: the card's score, then she applies.
  await page.goto(`/jobs/${frontend}`);
  await expect(yourMatch.getByText(`${score}% match`)).toBeVisible();
  await expect(yourMatch.getByText(/^You have 4 of 5 skills/)).toBeVisible();
  const apply = page.getByRole('complementary', { name: 'Apply' });
  await apply.getByRole('button', { name: 'Apply Now' }).click();
  await apply.getByLabel('Why do you want to join this team?').fill(MOTIVATION);
  await apply.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByText('Application submitted successfully!')).toBeVisible();

  // Two more applicants: all five skills and no preferences stated; a Java developer with none of them.
  await otherApplicant(
    browser,
    base,
    'Five Of Five',
    ['React', 'TypeScript', 'CSS', 'Figma', 'Storybook'],
    frontend,
  );
  await otherApplicant(
    browser,
    base,
    'Java Springer',
    ['Java', 'Spring Boot', 'Hibernate', 'Maven'],
    frontend,
  );

  // The recruiter's applicants page: more of the job's skills first, whatever the preferences; her
  // score as she saw it; the Java developer low and last.
  const recruiter = await admin.newPage();
  await recruiter.goto(`/admin/jobs/${frontend}/applicants`);
  const applicants = recruiter.getByTestId('applicant-card');
  // The page scores every seeker for the job: on a busy 2-core machine it can take longer than 5 s.
  await expect(applicants).toHaveCount(3, { timeout: 20_000 });
  await expect(applicants.nth(0)).toHaveAccessibleName('Five Of Five');
  await expect(applicants.nth(1)).toHaveAccessibleName('Dana Newcomer');
  await expect(applicants.nth(2)).toHaveAccessibleName('Java Springer');
  await expect(applicants.nth(1).getByText(`${score}% match`)).toBeVisible();
  await expect(applicants.nth(1).getByText(/^Has 4 of 5 skills/)).toBeVisible();
  expect(await scoreOn(applicants.nth(0))).toBeGreaterThan(score);
  const javaScore = await scoreOn(applicants.nth(2));
  expect(javaScore).toBeLessThanOrEqual(30);
  await expect(applicants.nth(2).getByText(/^Has 0 of 5 skills/)).toBeVisible();
  await admin.close();
});
