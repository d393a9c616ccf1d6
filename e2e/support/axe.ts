import axe from 'axe-core';
import { expect, type Page } from './test';

/** WCAG 2.1 A and AA, and axe's best practices. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * What a scan checks: every rule of AXE_TAGS, or only those of them that read colours (axe's `cat.color`
 * category: `color-contrast` and `link-in-text-block`), for a page already scanned whole in the other
 * theme. The themes differ only in colours: the `dark` class switches Tailwind's colour utilities
 * (text, background, border, ring, gradient, `color-scheme`) and the theme toggle's label, nothing else
 * (no `dark:` variant changes layout, visibility or content), so every other rule would find the same in
 * both.
 */
export type Rules = 'all' | 'colours';

/**
 * The page's axe violations, each as "<label>: <rule> (<elements it flags>)".
 *
 * axe runs in the page itself, put there once per document: the app has no frames, so AxeBuilder's
 * frame-by-frame run (which puts axe in the page twice and finishes each scan in a new blank page) only
 * added seconds to every scan. Only violations are read: axe then skips describing every node that passes.
 */
export async function axeViolations(page: Page, label: string, rules: Rules = 'all'): Promise<string[]> {
  // A dialog or panel still fading in has colours part-way, which axe would read as poor contrast: the
  // animations that end (not spinners, which never do) are taken to their end first, as a person sees the
  // page a moment later. Waiting for them instead hung a scan for minutes: after the theme switched, a
  // colour transition's end never came (twice, in the recommendations' scan).
  await page.evaluate(() => {
    for (const animation of document.getAnimations()) {
      if (animation.effect?.getComputedTiming().endTime !== Infinity) animation.finish();
    }
  });
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const violations = await page.evaluate(
    async ({ tags, rules }) => {
      const { axe: inPage } = window as unknown as { axe: typeof axe };
      const colourRules = inPage
        .getRules(tags)
        .filter((rule) => rule.tags.includes('cat.color'))
        .map((rule) => rule.ruleId);
      const results = await inPage.run(document, {
        runOnly: rules === 'all' ? { type: 'tag', values: tags } : { type: 'rule', values: colourRules },
        resultTypes: ['violations'],
      });
      return results.violations.map((violation) => ({
        id: violation.id,
        targets: violation.nodes.map((node) => node.target.join(' ')),
      }));
    },
    { tags: AXE_TAGS, rules },
  );
  return violations.map((violation) => `${label}: ${violation.id} (${violation.targets.join(', ')})`);
}

export async function expectNoAxeViolations(page: Page, label: string, rules: Rules = 'all') {
  expect(await axeViolations(page, label, rules)).toEqual([]);
}

/**
 * The page's violations in its light theme and in its dark one, switched in place by the system's preference,
 * which the page follows until the person chooses, so that what is open on the page stays open: every rule
 * in the light theme, the colour rules in the dark one (`Rules`). With
 * E2E_SHOTS_DIR set, a screenshot of what is in view in each, named `<label>-<phone|desktop>-<theme>.png`
 * (the docs/images naming).
 */
export async function scanInBothThemes(page: Page, label: string): Promise<string[]> {
  const found: string[] = [];
  const device = (page.viewportSize()?.width ?? 1280) < 640 ? 'phone' : 'desktop';
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    if (scheme === 'dark') await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    else await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
    found.push(
      ...(await axeViolations(page, `${label} (${scheme})`, scheme === 'light' ? 'all' : 'colours')),
    );
    const shots = process.env.E2E_SHOTS_DIR;
    if (shots) await page.screenshot({ path: `${shots}/${label}-${device}-${scheme}.png` });
  }
  return found;
}
