import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../support/test';
import { newAccount, signInOverHttp, signUpOverHttp } from '../support/accounts';

const NEW_PASSWORD = 'a brand new passphrase';

test('changing the password on the profile ends the other session and only the new one signs in', async ({
  page,
  browser,
  baseURL,
}) => {
  const account = await signUpOverHttp(page.request, baseURL ?? '', newAccount('Katherine Johnson'));
  const elsewhere = await browser.newContext({ baseURL });
  await signInOverHttp(elsewhere.request, baseURL ?? '', account);
  const session = async () =>
    ((await (await elsewhere.request.get('/api/session')).json()) as { user: unknown }).user;
  expect(await session()).not.toBeNull();

  await page.goto('/profile');
  const card = page.getByRole('region', { name: 'Change password' });
  await card.getByLabel('Current password').fill('not my password');
  await card.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await card.getByLabel('New password again').fill(NEW_PASSWORD);
  await card.getByRole('button', { name: 'Change password' }).click();
  await expect(card.getByText('The current password is not correct.')).toBeVisible();
  await expect(card.getByLabel('Current password')).toBeFocused();
  const axe = await new AxeBuilder({ page }).include('#change-password-title').analyze();
  expect(axe.violations.map((violation) => violation.id)).toEqual([]);

  await card.getByLabel('Current password').fill(account.password);
  await card.getByRole('button', { name: 'Change password' }).click();
  await expect(
    card.getByText('Your password has been changed. Every other session has been signed out.'),
  ).toBeVisible();
  await expect(card.getByLabel('Current password')).toHaveValue('');

  // This browser stays signed in; the other one is signed out.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Katherine Johnson' })).toBeVisible();
  expect(await session()).toBeNull();
  await expect(signInOverHttp(elsewhere.request, baseURL ?? '', account)).rejects.toThrow(/401/);
  await signInOverHttp(elsewhere.request, baseURL ?? '', { ...account, password: NEW_PASSWORD });
  expect(await session()).not.toBeNull();
  await elsewhere.close();
});
