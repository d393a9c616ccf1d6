import axe from 'axe-core';
import { expect, type Page } from './test';

/** WCAG 2.1 A and AA, and axe's best practices. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * The page's axe violations, each as "<label>: <rule> (<elements it flags>)".
 *
 * axe runs in the page itself, put there once per document: the app has no frames, so AxeBuilder's
 * frame-by-frame run (which puts axe in the page twice and finishes each scan in a new blank page) only
 * added seconds to every scan. Only violations are read: axe then skips describing every node that passes.
 */
export async function axeViolations(page: Page, label: string): Promise<string[]> {
  // A dialog or panel still fading in has colours part-way, which axe would read as poor contrast: the
  // scan waits for animations that end (not spinners, which never do).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const violations = await page.evaluate(async (tags) => {
    const { axe: inPage } = window as unknown as { axe: typeof axe };
    const results = await inPage.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
    });
    return results.violations.map((violation) => ({
      id: violation.id,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  }, AXE_TAGS);
  return violations.map((violation) => `${label}: ${violation.id} (${violation.targets.join(', ')})`);
}

export async function expectNoAxeViolations(page: Page, label: string) {
  expect(await axeViolations(page, label)).toEqual([]);
}

/**
 * The page's violations in its light theme and in its dark one, switched in place by the system's preference,
 * which the page follows until the person chooses, so that what is open on the page stays open. With
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
    found.push(...(await axeViolations(page, `${label} (${scheme})`)));
    const shots = process.env.E2E_SHOTS_DIR;
    if (shots) await page.screenshot({ path: `${shots}/${label}-${device}-${scheme}.png` });
  }
  return found;
}
