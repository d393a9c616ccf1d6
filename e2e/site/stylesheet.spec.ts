import { expect, test } from '../support/test';

test('the first page carries the stylesheet; the next pages link it from the cache and look the same', async ({
  page,
  context,
}) => {
  const first = await page.goto('/jobs');
  expect(await first?.text()).toContain('<style>');
  const heading = page.getByRole('heading', { level: 1 });
  const look = () =>
    heading.evaluate((element) => {
      const style = getComputedStyle(element);
      return `${style.fontFamily} ${style.fontWeight} ${style.fontSize}`;
    });
  const firstLook = await look();
  await expect
    .poll(async () => (await context.cookies()).find((cookie) => cookie.name === 'skillmatch-css')?.value)
    .toBeTruthy();

  const next = await page.goto('/jobs');
  const html = (await next?.text()) ?? '';
  expect(html).toMatch(/<link rel="stylesheet" href="\/assets\/[^"]+\.css">/);
  expect(html).not.toContain('<style>');
  expect(await look()).toBe(firstLook);
});
