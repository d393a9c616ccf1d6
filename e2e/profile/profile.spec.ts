import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';
import { pdfWithText } from '../../apps/server/test/pdf';
import { newAccount, seekerWithSkills, signUpOverHttp } from '../support/accounts';

const tab = (page: Page, name: string) => page.getByRole('tab', { name });

test('a new seeker fills every tab, meets each required message, and saves', async ({ page, baseURL }) => {
  await signUpOverHttp(page.request, baseURL ?? '', newAccount('Grace Hopper'));
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Grace Hopper' })).toBeVisible();
  await expect(page.getByText('Profile Active')).toBeVisible();
  // One theme control on the page: the top bar's.
  await expect(page.getByRole('button', { name: /^Switch to (dark|light) theme$/ })).toHaveCount(1);
  await expect(page.getByRole('banner').getByRole('button', { name: /theme$/ })).toBeVisible();
  await expectNoAxeViolations(page, 'profile (empty)');

  await page.getByRole('button', { name: 'Save Changes' }).click();
  for (const message of [
    'Professional headline is required',
    'Bio is required',
    'Location is required',
    'At least one skill is required',
  ]) {
    await expect(page.getByText(message)).toBeVisible();
  }
  await page.getByLabel('Professional headline').fill('   ');
  await expect(page.getByText('Professional headline is required')).toBeHidden();
  await page.getByLabel('Professional headline').fill('Compiler engineer');
  await page.getByLabel('Bio').fill('I write compilers and teach machines to read English.');
  await page.getByLabel('Location').fill('Arlington, VA');
  const skills = page.getByLabel('Skills', { exact: true });
  await skills.fill('COBOL');
  await skills.press('Enter');
  await skills.fill('  cobol ');
  await skills.press('Enter');
  await skills.fill('Python');
  await page.getByRole('button', { name: 'Add skill' }).click();
  await expect(page.getByRole('button', { name: /^Remove / })).toHaveCount(2);
  await expect(page.getByText('At least one skill is required')).toBeHidden();

  await tab(page, 'Experience').click();
  await page.getByRole('button', { name: 'Add experience' }).click();
  await page.getByLabel('Job title').fill('Rear Admiral');
  await page.getByLabel('Company').fill('US Navy');
  await page.getByLabel('Start month').fill('1943-12');
  await page.getByLabel('I work here now').check();
  await expect(page.getByLabel('End month')).toBeDisabled();

  await tab(page, 'Education').click();
  await page.getByRole('button', { name: 'Add education' }).click();
  await page.getByLabel('School').fill('Yale University');
  await page.getByLabel('Degree').fill('PhD');
  await page.getByLabel('Start year').fill('1930');
  await page.getByLabel('End year').fill('1934');

  await tab(page, 'Job Preferences').click();
  await page.getByLabel('Full-time').check();
  await page.getByLabel('Preferred locations').fill('Washington, DC');
  await page.getByLabel('Preferred locations').press('Enter');
  await page.getByLabel('Minimum yearly salary (USD)').fill('120000');

  await tab(page, 'Career Info').click();
  await page.getByLabel('Career goals').fill('Make programming languages people can read.');

  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Saved' })).toBeVisible();
  await expect(page.getByText('Profile updated successfully')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Professional headline')).toHaveValue('Compiler engineer');
  await expect(page.getByRole('list', { name: 'Skills added' }).getByRole('listitem')).toHaveText([
    'COBOL',
    'Python',
  ]);
  await tab(page, 'Experience').click();
  await expect(page.getByLabel('Job title')).toHaveValue('Rear Admiral');
  await tab(page, 'Job Preferences').click();
  await expect(page.getByRole('list', { name: 'Preferred locations added' })).toHaveText('Washington, DC');
});

test('an education year out of bounds is refused on its own tab', async ({ page, baseURL }) => {
  await seekerWithSkills(page.request, baseURL ?? '', ['SQL']);
  await page.goto('/profile');
  await tab(page, 'Education').click();
  await page.getByRole('button', { name: 'Add education' }).click();
  await page.getByLabel('School').fill('Harvard');
  await page.getByLabel('Start year').fill('1800');
  await tab(page, 'Basic Info').click();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(tab(page, 'Education')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Enter a start year between 1900 and this year')).toBeVisible();
  await page.getByLabel('Start year').fill('1990');
  await expect(page.getByText('Enter a start year between 1900 and this year')).toBeHidden();
});

test('leaving with unsaved changes asks first', async ({ page, baseURL }) => {
  await seekerWithSkills(page.request, baseURL ?? '', ['SQL']);
  await page.goto('/profile');
  await page.getByLabel('Professional headline').fill('Database engineer');
  await page.getByRole('link', { name: 'Job Listings' }).first().click();
  const question = page.getByRole('alertdialog', { name: 'Leave without saving?' });
  await question.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByLabel('Professional headline')).toHaveValue('Database engineer');
  await page.getByRole('link', { name: 'Job Listings' }).first().click();
  await question.getByRole('button', { name: 'Leave without saving' }).click();
  await expect(page).toHaveURL(/\/jobs$/);
});

test('a resume dropped on the tab suggests its skills; one click adds one; a PNG named .pdf is refused', async ({
  page,
  baseURL,
}) => {
  const account = await seekerWithSkills(page.request, baseURL ?? '', ['SQL']);
  await page.goto('/profile');
  await tab(page, 'Resume').click();
  await expect(page.getByText('No resume yet.')).toBeVisible();
  // The tab saves itself: no Save Changes under it.
  await expect(page.getByText('It is saved as soon as it is uploaded')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save Changes' })).toHaveCount(0);
  await expectNoAxeViolations(page, 'profile resume tab (empty)');

  const resume = pdfWithText(['Grace Hopper', 'Skills: COBOL, Python, SQL, Tableau']);
  const dropped = await page.evaluateHandle(
    (bytes) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([new Uint8Array(bytes)], 'grace-hopper.pdf', { type: 'application/pdf' }));
      return transfer;
    },
    [...resume],
  );
  const zone = page.getByRole('group', { name: 'Upload your resume' });
  await zone.dispatchEvent('dragenter', { dataTransfer: dropped });
  await expect(zone).toContainText('Drop the PDF to upload it');
  await zone.dispatchEvent('drop', { dataTransfer: dropped });
  const found = page.getByRole('region', { name: 'We found these skills in your resume' });
  await expect(found).toBeVisible();
  await expect(page.getByText('grace-hopper.pdf')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download grace-hopper.pdf' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete grace-hopper.pdf' })).toBeVisible();
  // SQL is already listed, so it is not offered again.
  await expect(found.getByRole('button')).toHaveText(['Add COBOL', 'Add Python', 'Add Tableau']);
  await expectNoAxeViolations(page, 'profile resume tab');

  await found.getByRole('button', { name: 'Add Python' }).click();
  await expect(found.getByRole('button', { name: 'Add Python' })).toBeHidden();
  await tab(page, 'Basic Info').click();
  await expect(page.getByRole('button', { name: 'Save Changes' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Skills added' }).getByRole('listitem')).toHaveText([
    'SQL',
    'Python',
  ]);
  const user = await (await page.request.get(`/api/user/${encodeURIComponent(account.email)}`)).json();
  expect(user.profile.skills).toEqual(['SQL', 'Python']);

  // From the keyboard: the zone's button opens the browser's file chooser.
  await tab(page, 'Resume').click();
  const choose = page.getByRole('group', { name: 'Replace your resume' }).getByRole('button', {
    name: 'Choose a PDF',
  });
  await choose.focus();
  const chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Enter');
  await (
    await chooser
  ).setFiles({
    name: 'photo.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('89504e470d0a1a0a0000000d4948445200000001', 'hex'),
  });
  await expect(page.getByRole('alert')).toHaveText('Only PDF files can be uploaded as a resume.');
  await expect(page.getByText('grace-hopper.pdf')).toBeVisible();
});

test('a seeker downloads their data, then deletes the account', async ({ page, baseURL }) => {
  const account = await seekerWithSkills(page.request, baseURL ?? '', ['Rust']);
  await page.goto('/profile');
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('skillmatch-data.json');
  const data = JSON.parse(await readFile((await download.path())!, 'utf8'));
  expect(data.account.email).toBe(account.email);
  expect(data.profile.skills).toEqual(['Rust']);

  await page.getByRole('button', { name: 'Delete my account' }).click();
  await page
    .getByRole('alertdialog', { name: 'Delete your account?' })
    .getByRole('button', { name: 'Delete account' })
    .click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  const signIn = await page.request.post('/api/auth/sign-in/email', {
    data: { email: account.email, password: account.password },
    headers: { origin: new URL(baseURL ?? '').origin },
  });
  expect(signIn.status()).toBe(401);
});

test('the profile passes axe in the dark theme', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ colorScheme: 'dark' });
  const page = await context.newPage();
  await seekerWithSkills(context.request, baseURL ?? '', ['Go']);
  await page.goto('/profile');
  await expect(page.getByLabel('Professional headline')).toHaveValue('Frontend engineer');
  await expectNoAxeViolations(page, 'profile (dark)');
  await tab(page, 'Experience').click();
  await page.getByRole('button', { name: 'Add experience' }).click();
  await expectNoAxeViolations(page, 'profile experience (dark)');
  await tab(page, 'Resume').click();
  await expect(page.getByRole('button', { name: 'Choose a PDF' })).toBeVisible();
  await expectNoAxeViolations(page, 'profile resume (dark)');
  await context.close();
});
