import { expect, test } from '../support/test';

test('the contact form explains what is missing, then sends and confirms', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.getByRole('heading', { name: 'Contact', level: 1 })).toBeVisible();
  await page.getByLabel('Your name').fill('Grace Hopper');
  await page.getByLabel('Email', { exact: true }).fill('grace@');
  await page.getByLabel('Message').fill('Hi');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Enter a valid email address so that we can answer')).toBeVisible();
  await expect(page.getByText('Write a message of at least 10 characters')).toBeVisible();

  await page.getByLabel('Email', { exact: true }).fill('grace@example.com');
  await expect(page.getByText('Enter a valid email address so that we can answer')).toBeHidden();
  await page.getByLabel('Topic').selectOption('Recruiters');
  await page.getByLabel('Message').fill('How do I publish jobs for my team on SkillMatch?');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(
    page.getByText(
      'Thank you. Your message is with the SkillMatch team: a person reads it and answers you by email.',
    ),
  ).toBeVisible();
  await expect(page.getByLabel('Message')).toHaveValue('');
});

test('each static page has its own title and a heading', async ({ page }) => {
  for (const [path, title] of [
    ['/about', 'About SkillMatch'],
    ['/how-it-works', 'How it works'],
    ['/careers', 'Careers'],
    ['/terms', 'Terms of use'],
    ['/privacy', 'Privacy'],
    ['/cookies', 'Cookies'],
  ]) {
    await page.goto(path!);
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(`${title} - SkillMatch`);
  }
});
