import { test as base, type Browser, type BrowserContext, type Page } from '@playwright/test';

export { expect } from '@playwright/test';
export type { APIRequestContext, Browser, BrowserContext, Locator, Page } from '@playwright/test';

/**
 * The server sends public pages already rendered; the app takes them over a moment later. A test that
 * clicked a button before that would click a picture of one. So every navigation here waits until the
 * app marks the page as its own (`html[data-app-ready]`), as a person waits for a page to respond.
 */
async function untilAppReady(page: Page) {
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
}

const patched = new WeakSet<Page>();
const plainGoto = new WeakMap<Page, Page['goto']>();

function waitForAppOnNavigation(page: Page): Page {
  if (patched.has(page)) return page;
  patched.add(page);
  const goto = page.goto.bind(page);
  plainGoto.set(page, goto);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await untilAppReady(page);
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await untilAppReady(page);
    return response;
  };
  return page;
}

/**
 * Opens a page as a person on a slow phone meets it: the CPU four times slower, and the app's scripts
 * held back until `startApp` lets them load, so that the test acts on the page the server rendered, before
 * the app has started, for as long as it needs. Navigation returns once the page has arrived.
 */
export async function openBeforeTheAppStarts(page: Page, url: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  let startApp = () => {};
  const scriptsMayLoad = new Promise<void>((resolve) => (startApp = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await scriptsMayLoad;
    await route.continue();
  });
  await (plainGoto.get(page) ?? page.goto)(url, { waitUntil: 'commit' });
  return {
    /** Whether the app has taken the page over yet. */
    appStarted: () => page.evaluate(() => document.documentElement.hasAttribute('data-app-ready')),
    startApp,
  };
}

function waitForAppInContext(context: BrowserContext): BrowserContext {
  context.on('page', waitForAppOnNavigation);
  for (const page of context.pages()) waitForAppOnNavigation(page);
  return context;
}

/**
 * The contexts tests open with `browser.newContext()` that are still open. Playwright closes only the
 * `context` fixture's; a context a test leaves open lives on in its worker's browser for every later test:
 * its pages keep their event streams and timers, and each later test's trace records them too (18 contexts
 * in one test's trace). So whatever a test opened is closed when it ends (docs/decisions.md, "A fast CI").
 */
const openContexts = new Set<BrowserContext>();

export const test = base.extend<{ closeOpenedContexts: void }, { browser: Browser }>({
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args) => {
        const context = waitForAppInContext(await newContext(...args));
        openContexts.add(context);
        context.on('close', () => openContexts.delete(context));
        return context;
      };
      await use(browser);
    },
    { scope: 'worker' },
  ],
  // An automatic fixture is set up before the test's own and torn down after them, so the `context`
  // fixture has closed its context by then, and the trace of a failed test still has the others.
  closeOpenedContexts: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern.
    async ({}, use) => {
      await use();
      await Promise.all([...openContexts].map((context) => context.close()));
    },
    { auto: true },
  ],
  context: async ({ context }, use) => {
    await use(waitForAppInContext(context));
  },
  page: async ({ page }, use) => {
    await use(waitForAppOnNavigation(page));
  },
});
