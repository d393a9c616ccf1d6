import { seekerWithSkills } from '../support/accounts';
import { expect, test, type Locator } from '../support/test';

/**
 * Whether taps 21 px above, below, left and right of the control's centre land on it: a 44 × 44 px
 * target, whatever the control looks like.
 */
async function tapsAroundLandOn(control: Locator): Promise<boolean[]> {
  return control.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    return [
      [x, y - 21],
      [x, y + 21],
      [x - 21, y],
      [x + 21, y],
    ].map(([px, py]) => element.contains(document.elementFromPoint(px!, py!)));
  });
}

test('a filter chip on the job list takes taps 44 px wide and high', async ({ page }) => {
  await page.goto('/jobs?skills=Python');
  const chip = page.getByRole('button', { name: 'Remove filter Python' });
  await chip.scrollIntoViewIfNeeded();
  expect(await tapsAroundLandOn(chip)).toEqual([true, true, true, true]);
});

test('a skill’s remove button on the profile takes taps 44 px wide and high', async ({ page, baseURL }) => {
  await seekerWithSkills(page.request, baseURL ?? '', ['SQL', 'Python']);
  await page.goto('/profile');
  const remove = page.getByRole('button', { name: 'Remove SQL' });
  await remove.scrollIntoViewIfNeeded();
  expect(await tapsAroundLandOn(remove)).toEqual([true, true, true, true]);
  await remove.click();
  await expect(page.getByRole('button', { name: 'Remove SQL' })).toHaveCount(0);
});
