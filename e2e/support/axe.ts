import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from './test';

/** WCAG 2.1 A and AA, and axe's best practices. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/** The page's axe violations, each as "<label>: <rule> (<elements it flags>)". */
export async function axeViolations(page: Page, label: string): Promise<string[]> {
  // Only violations are read: axe then skips collecting every node that passes, most of a scan's work.
  const results = await new AxeBuilder({ page })
    .withTags(AXE_TAGS)
    .options({ resultTypes: ['violations'] })
    .analyze();
  return results.violations.map(
    (violation) =>
      `${label}: ${violation.id} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
}

export async function expectNoAxeViolations(page: Page, label: string) {
  expect(await axeViolations(page, label)).toEqual([]);
}
