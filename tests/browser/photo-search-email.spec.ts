/**
 * E-mail search of a protected event (PRODUCT.md §routes-search-email,
 * PRODUCT.md §validation-search-email, PRODUCT.md §errors-search): the e-mail form's messages,
 * 'check your mail', the confirmation link landing on /competitors/verify, picking one of several
 * participants, a bad link, and an expired search token asking to verify again.
 */
import { expect, expectNoA11yViolations, test } from './fixtures';
import { admin, expectFieldError, texts, useLanguage, widget } from './photo-search-support';
import { urls } from './urls';

const en = texts('en');
const de = texts('de');

/** The newest confirmation link mailed to `to`. */
async function confirmationLink(to: string): Promise<string> {
  const response = await fetch(`${urls.api}/sandbox/api/mail?to=${encodeURIComponent(to)}`);
  const { items } = (await response.json()) as { items: Array<{ links: Array<{ url: string }> }> };
  const link = items[0]?.links.find((l) => l.url.includes('/competitors/verify'));
  expect(link, `a confirmation mail to ${to}`).toBeTruthy();
  return link!.url;
}

test('e-mail: messages at the field, check your mail, then one participant’s photos', async ({ page, errors }) => {
  void errors;
  await page.goto(`${urls.shop}/search?event=104`);
  const search = widget(page);
  const email = search.getByRole('textbox', { name: en['search.emailLabel'], exact: true });
  const send = search.getByRole('button', { name: en['search.emailSend'] });
  await expect(search.getByText(en['search.emailIntro']!)).toBeVisible();
  // Protected, no face search: no other way is offered.
  await expect(search.getByRole('tab')).toHaveCount(0);

  await send.click();
  await expectFieldError(email, 'Enter your email address');
  await email.fill('anna.schmidt');
  await send.click();
  await expectFieldError(email, 'Enter email you use');
  await email.fill('nobody@example.com');
  await send.click();
  await expectFieldError(email, 'We could not verify your participation in the event');
  await expectNoA11yViolations(page);

  await email.fill('anna.schmidt@example.com');
  await send.click();
  await expect(search.getByText(en['search.emailSentTitle']!)).toBeVisible();
  await expect(search.getByText('anna.schmidt@example.com')).toBeVisible();
  await expectNoA11yViolations(page);

  const link = await confirmationLink('anna.schmidt@example.com');
  expect(new URL(link).pathname).toBe('/competitors/verify');
  // The attack: whoever sees the address (history, a pasted link, a Referer) replays the code.
  const code = new URL(link).searchParams.get('token')!;
  const referers: string[] = [];
  page.on('request', (request) => void request.headerValue('referer').then((value) => value && referers.push(value)));
  await page.goto(link.replace(/^https?:\/\/[^/]+/, urls.shop));
  await expect(widget(page).getByRole('heading', { name: 'Results for bib number 11' })).toBeVisible();
  expect(page.url()).toBe(`${urls.shop}/competitors/verify?eventId=104`);
  expect(referers.length).toBeGreaterThan(0);
  expect(referers.filter((referer) => referer.includes(code))).toEqual([]);
  await expect(widget(page).getByRole('button', { name: 'This is me' }).first()).toBeVisible();
  await expectNoA11yViolations(page);
});

test('German: several participants on one e-mail, pick one; an expired token asks to verify again', async ({ page }) => {
  await useLanguage(page, 'de');
  await page.goto(`${urls.shop}/search?event=104`);
  const search = widget(page);
  const email = search.getByRole('textbox', { name: de['search.emailLabel'], exact: true });
  await search.getByRole('button', { name: de['search.emailSend'] }).click();
  await expectFieldError(email, de['validation.searchEmailRequired']!);
  await email.fill('family@');
  await search.getByRole('button', { name: de['search.emailSend'] }).click();
  await expectFieldError(email, de['validation.searchEmailInvalid']!);
  await email.fill('unbekannt@example.com');
  await search.getByRole('button', { name: de['search.emailSend'] }).click();
  await expectFieldError(email, de['search.emailMismatch']!);
  await email.fill('family@example.com');
  await search.getByRole('button', { name: de['search.emailSend'] }).click();
  await expect(search.getByText(de['search.emailSentTitle']!)).toBeVisible();

  await page.goto((await confirmationLink('family@example.com')).replace(/^https?:\/\/[^/]+/, urls.shop));
  const landing = widget(page);
  const group = landing.getByRole('group', { name: de['search.pickParticipant'] });
  await expect(group.getByRole('button')).toHaveCount(2);
  await expectNoA11yViolations(page);
  await group.getByRole('button', { name: /Mia Schmidt · 13/ }).click();
  await expect(landing.getByRole('heading', { name: de['search.resultsForBib']!.replace('{{number}}', '13') })).toBeVisible();

  await admin('POST', '/expire-tokens');
  await landing.getByRole('button', { name: de['search.showVideos'] }).click();
  const expired = landing.getByRole('alert').filter({ hasText: de['search.tokenExpired']! });
  await expect(expired).toBeVisible();
  await expect(expired.getByRole('link', { name: de['search.verifyAgain'] })).toHaveAttribute('href', `${urls.shop}/search?event=104`);
  await expectNoA11yViolations(page);
});

test('a bad or used-up confirmation link says so and leads back to the e-mail form', async ({ page }) => {
  await page.goto(`${urls.shop}/competitors/verify?token=not-a-code&eventId=104`);
  const search = widget(page);
  await expect(search.getByRole('alert')).toContainText(en['search.verificationFailed']!);
  await search.getByRole('link', { name: en['search.verifyAgain'] }).click();
  await expect(page).toHaveURL(`${urls.shop}/search?event=104`);
  await expect(widget(page).getByRole('textbox', { name: en['search.emailLabel'], exact: true })).toBeVisible();
  await expectNoA11yViolations(page);
});
