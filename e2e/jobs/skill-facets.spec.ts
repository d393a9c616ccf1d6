import { expect, test } from '../support/test';
import { apiTotal, asShown, showing, skillFacets, skillOption } from './job-list';

test('a category page offers its own jobs’ skills with their counts, and a tick keeps that many', async ({
  page,
  request,
}) => {
  const healthcare = await skillFacets(request, 'category=Healthcare');
  const technology = (await skillFacets(request, 'category=Technology')).map((facet) => facet.value);
  expect(healthcare.length).toBeGreaterThan(3);
  await page.goto('/jobs/healthcare');
  const skills = page.getByRole('search', { name: 'Filter jobs' }).getByRole('group', { name: 'Skills' });
  const offered = skills.getByRole('checkbox');
  await expect(offered).toHaveCount(healthcare.length);
  for (const [index, { value, count }] of healthcare.entries()) {
    await expect(offered.nth(index)).toHaveAccessibleName(skillOption(value, count));
  }
  // Not the technology page's skills: a technology skill that no healthcare job lists is not offered.
  const elsewhere = technology.find((skill) => !healthcare.some((facet) => facet.value === skill));
  await expect(skills.getByRole('checkbox', { name: skillOption(elsewhere!) })).toHaveCount(0);

  const [first] = healthcare;
  await skills.getByRole('checkbox', { name: skillOption(first!.value, first!.count) }).check();
  await expect(page).toHaveURL(`/jobs/healthcare?${new URLSearchParams({ skills: first!.value })}`);
  await expect(showing(page)).toHaveText(`Showing ${asShown(first!.count)} jobs`);
  expect(await apiTotal(request, `category=Healthcare&skills=${encodeURIComponent(first!.value)}`)).toBe(
    first!.count,
  );
  // The ticked skill stays first and ticked; the others are counted within the narrower result.
  await expect(offered.first()).toBeChecked();
  const narrower = await skillFacets(
    request,
    `category=Healthcare&skills=${encodeURIComponent(first!.value)}`,
  );
  await expect(offered).toHaveCount(narrower.length);
  await expect(offered.nth(1)).toHaveAccessibleName(skillOption(narrower[1]!.value, narrower[1]!.count));
});
