/**
 * Screenshots of the main screens at 1280 and 390 px, light and dark: the README's tour (the few it shows,
 * into docs/images), or with ALL=1 every screen, width and theme (to look at after a change; OUT_DIR to
 * write them elsewhere). Run against a running product with its demo data (`npm start`, then from e2e/:
 * `npx tsx tour/take-screenshots.ts`; BASE_URL to point elsewhere). A new seeker account is made for it.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, request as apiRequest, type Page } from '@playwright/test';
import { origin, seekerWithSkills } from '../support/accounts';

const baseURL = process.env.BASE_URL ?? 'http://localhost:3000';
const out =
  process.env.OUT_DIR ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/images');
const SKILLS = ['React', 'TypeScript', 'Node.js', 'PostgreSQL', 'CSS', 'Figma'];
const VIEWPORTS = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } } as const;
/** The screenshots README.md shows. */
const TOUR = new Set([
  'landing-desktop-light',
  'jobs-desktop-light',
  'home-desktop-dark',
  'recommendations-phone-light',
  'job-phone-dark',
  'applications-desktop-light',
]);
const everything = process.env.ALL === '1';

async function seekerState() {
  const api = await apiRequest.newContext({ baseURL });
  await seekerWithSkills(api, baseURL, SKILLS, 'Alex Morgan');
  const { jobs } = (await (await api.get('/api/jobs?q=react&pageSize=1')).json()) as {
    jobs: { id: string }[];
  };
  if (jobs[0])
    await api.post('/api/applications', {
      headers: origin(baseURL),
      data: {
        jobId: jobs[0].id,
        motivation: 'I have built accessible React interfaces for six years and would love to build yours.',
      },
    });
  const state = await api.storageState();
  await api.dispose();
  return state;
}

async function shoot(page: Page, name: string, url: string) {
  if (!everything && !TOUR.has(name)) return;
  await page.goto(url);
  await page.waitForSelector('html[data-app-ready]');
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: path.join(out, `${name}.png`) });
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const signedIn = await seekerState();
const { jobs } = (await (await fetch(`${baseURL}/api/jobs?pageSize=1`)).json()) as { jobs: { id: string }[] };

for (const [device, viewport] of Object.entries(VIEWPORTS)) {
  for (const theme of ['light', 'dark'] as const) {
    const suffix = `${device}-${theme}`;
    const visitor = await browser.newContext({ baseURL, viewport, colorScheme: theme });
    const page = await visitor.newPage();
    await shoot(page, `landing-${suffix}`, '/');
    await shoot(page, `jobs-${suffix}`, '/jobs');
    await shoot(page, `job-${suffix}`, `/jobs/${jobs[0]!.id}`);
    await visitor.close();

    const seeker = await browser.newContext({
      baseURL,
      viewport,
      colorScheme: theme,
      storageState: signedIn,
    });
    const seekerPage = await seeker.newPage();
    await shoot(seekerPage, `home-${suffix}`, '/');
    await shoot(seekerPage, `recommendations-${suffix}`, '/recommendations');
    await shoot(seekerPage, `applications-${suffix}`, '/applications');
    await seeker.close();
  }
}
await browser.close();
console.log(`screenshots in ${out}`);
