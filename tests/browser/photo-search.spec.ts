/**
 * Photo search by bib number (PRODUCT.md §routes-search-bib, PRODUCT.md §states-search-token,
 * PRODUCT.md §validation-bib, PRODUCT.md §errors-search) in the shop against the sandbox: each
 * second factor to its results, every message at its field in English and German, the search-token
 * rules, the shareable link, 'this is me', recent searches, keyboard and axe.
 */
import { expect, expectNoA11yViolations, test } from './fixtures';
import { addFault, admin, clearFaults, expectFieldError, requests, texts, useLanguage, widget } from './photo-search-support';
import { urls } from './urls';

const en = texts('en');
const de = texts('de');

test.afterEach(async () => {
  await clearFaults();
});

async function searchBib(page: import('@playwright/test').Page, number: string, factor: { label: string; value: string }, submit = en['search.submit']!) {
  const search = widget(page);
  await search.getByRole('textbox', { name: en['search.bibLabel']!, exact: true }).fill(number);
  await search.getByRole('textbox', { name: factor.label, exact: true }).fill(factor.value);
  await search.getByRole('button', { name: submit }).click();
}

test('bib + surname: every message at its field, then the runner’s photos, a shareable link and a recent search', async ({ page, errors }) => {
  void errors;
  await page.goto(`${urls.shop}/search?event=101`);
  const search = widget(page);
  await expect(search.getByRole('heading', { name: en['search.title'] })).toBeVisible();
  await expect(search.getByText('Riga City Run')).toBeVisible();
  const bib = search.getByRole('textbox', { name: en['search.bibLabel']!, exact: true });
  const surname = search.getByRole('textbox', { name: en['search.surnameLabel']!, exact: true });

  // Nothing typed: both messages, each tied to its field; focus on the first.
  await search.getByRole('button', { name: en['search.submit'] }).click();
  await expectFieldError(bib, 'Enter bib number');
  await expectFieldError(surname, 'Enter surname');
  await expect(bib).toBeFocused();
  await expectNoA11yViolations(page);

  // Unknown bib: said at the bib field.
  await searchBib(page, '99999', { label: en['search.surnameLabel']!, value: 'Berzina' });
  await expectFieldError(bib, 'The participant with the entered bib number is not found');

  // Wrong surname: 'Check the data entered' at the surname.
  await searchBib(page, '1234', { label: en['search.surnameLabel']!, value: 'Smith' });
  await expectFieldError(surname, 'Check the data entered');

  // Right: the photos (case and accents ignored by the platform), as many as the platform has.
  const photosAnswer = page.waitForResponse((r) => r.url().includes('/photo-service/api/v1/photos?') && r.ok());
  await searchBib(page, '1234', { label: en['search.surnameLabel']!, value: 'berzina' });
  const { total } = (await (await photosAnswer).json()) as { total: number };
  expect(total).toBeGreaterThan(1);
  const results = search.getByRole('region', { name: en['search.resultsTitle'] });
  await expect(results.getByRole('heading', { name: 'Results for bib number 1234' })).toBeVisible();
  const photos = results.getByRole('listitem').filter({ has: page.getByRole('img') });
  await expect(photos.first()).toBeVisible();
  await expect(results.getByText(`${total} photos found`, { exact: true })).toBeVisible();
  const image = photos.first().getByRole('img');
  await expect(image).toHaveAttribute('alt', new RegExp(`^Photo 1 of ${total} from Riga City Run`));
  await expect(image).toHaveAttribute('loading', 'lazy');
  await expect(image).toHaveAttribute('width', /\d+/);
  await expect(image).toHaveAttribute('height', /\d+/);
  await expect(search.getByRole('link', { name: en['search.shareLink'] })).toHaveAttribute('href', `${urls.shop}/search/101/1234`);
  await expectNoA11yViolations(page);

  // Remembered for the home page, without the surname.
  const stored = await page.evaluate(() => localStorage.getItem('racelensRecentSearches'));
  expect(JSON.parse(stored!)).toEqual([expect.objectContaining({ eventId: 101, eventName: expect.stringContaining('Riga City Run'), number: '1234' })]);
  expect(stored).not.toMatch(/berzina/i);

  // The home page lists it, linking back to the results.
  await page.goto(`${urls.shop}/`);
  const recent = page.locator('racelens-home').getByRole('link', { name: /Riga City Run.* · 1234/ });
  await expect(recent).toHaveAttribute('href', `${urls.shop}/search/101/1234`);
});

test('German: the same messages at the fields, in German', async ({ page }) => {
  await useLanguage(page, 'de');
  await page.goto(`${urls.shop}/search?event=103`);
  const search = widget(page);
  const bib = search.getByRole('textbox', { name: de['search.bibLabel']!, exact: true });
  const birth = search.getByRole('textbox', { name: de['search.birthDateLabel']!, exact: true });
  await search.getByRole('button', { name: de['search.submit'] }).click();
  await expectFieldError(bib, de['validation.bibRequired']!);
  await expectFieldError(birth, de['validation.birthDateRequired']!);
  await bib.fill('42');
  await birth.fill('31/02/1985');
  await search.getByRole('button', { name: de['search.submit'] }).click();
  await expectFieldError(birth, de['validation.birthDateInvalid']!);
  await birth.fill('01/01/1985');
  await search.getByRole('button', { name: de['search.submit'] }).click();
  await expectFieldError(birth, de['validation.checkData']!);
  await bib.fill('4242');
  await search.getByRole('button', { name: de['search.submit'] }).click();
  await expectFieldError(bib, de['search.participantNotFound']!);
  await expectNoA11yViolations(page);
  // The right birth date: the German results.
  await bib.fill('42');
  await birth.fill('12/04/1985');
  await search.getByRole('button', { name: de['search.submit'] }).click();
  await expect(search.getByRole('heading', { name: de['search.resultsForBib']!.replace('{{number}}', '42') })).toBeVisible();
  await expect(search.getByRole('button', { name: de['search.thisIsMe'] }).first()).toBeVisible();
  await expectNoA11yViolations(page);
});

test('personal code: five Latin letters or digits, then the results', async ({ page }) => {
  await page.goto(`${urls.shop}/search?event=102`);
  const search = widget(page);
  const code = search.getByRole('textbox', { name: en['search.personalCodeLabel']!, exact: true });
  await search.getByRole('textbox', { name: en['search.bibLabel']!, exact: true }).fill('501');
  await search.getByRole('button', { name: en['search.submit'] }).click();
  await expectFieldError(code, 'Enter personal code');
  await code.fill('K7P2');
  await search.getByRole('button', { name: en['search.submit'] }).click();
  await expectFieldError(code, en['validation.personalCodeFormat']!);
  await code.fill('K7P2Q');
  await search.getByRole('button', { name: en['search.submit'] }).click();
  await expect(search.getByRole('heading', { name: 'Results for bib number 501' })).toBeVisible();
});

test('photos being processed, and nothing found for the participant', async ({ page }) => {
  await page.goto(`${urls.shop}/search?event=101`);
  const search = widget(page);
  await searchBib(page, '777', { label: en['search.surnameLabel']!, value: 'Lind' });
  await expect(search.getByText('Your photos are being processed and will appear soon')).toBeVisible();

  // A participant without photos (the platform answers an empty list).
  await page.route(/\/photos\?.*startNumber=1500/, (route) =>
    route.fulfill({ json: { items: [], total: 0, count: 0 }, headers: { 'access-control-allow-origin': '*' } }),
  );
  await searchBib(page, '1500', { label: en['search.surnameLabel']!, value: 'Walker' });
  await expect(search.getByText('Nothing found for this participant')).toBeVisible();
  await expectNoA11yViolations(page);
});

test('bib search unavailable: the notice points to face search', async ({ page }) => {
  await useLanguage(page, 'de');
  await page.goto(`${urls.shop}/search?event=107`);
  const search = widget(page);
  await expect(search.getByText(de['search.unavailable']!)).toBeVisible();
  await search.getByRole('textbox', { name: de['search.bibLabel']!, exact: true }).fill('301');
  await search.getByRole('textbox', { name: de['search.surnameLabel']!, exact: true }).fill('Larsen');
  await search.getByRole('button', { name: de['search.submit'] }).click();
  await expect(search.getByRole('alert').filter({ hasText: de['search.unavailable']! })).toBeVisible();
  await search.getByRole('button', { name: de['search.faceInstead'] }).first().click();
  await expect(search.getByRole('tab', { name: de['search.byFace'] })).toHaveAttribute('aria-selected', 'true');
  await expect(search.getByText(de['selfie.consent']!)).toBeVisible();
});

test('search token: 401 marks it expired and asks to search again; other failures empty the results', async ({ page }) => {
  await page.goto(`${urls.shop}/search?event=101`);
  const search = widget(page);
  await searchBib(page, '1234', { label: en['search.surnameLabel']!, value: 'Berzina' });
  await expect(search.getByRole('button', { name: 'This is me' }).first()).toBeVisible();

  // Another failure (502): a search error, results emptied, the token kept.
  await addFault({ match: 'GET ^/public/photo-service/api/v1/videos', status: 502, times: 3 });
  await search.getByRole('button', { name: en['search.showVideos'] }).click();
  await expect(search.getByRole('alert').filter({ hasText: en['common.error']! })).toBeVisible();
  await expect(search.getByRole('button', { name: 'This is me' })).toHaveCount(0);

  // The token expires: 'search again', and the link to the results no longer shows them.
  await searchBib(page, '1234', { label: en['search.surnameLabel']!, value: 'Berzina' });
  await expect(search.getByRole('button', { name: 'This is me' }).first()).toBeVisible();
  await admin('POST', '/expire-tokens');
  await search.getByRole('button', { name: en['search.showVideos'] }).click();
  await expect(search.getByRole('alert').filter({ hasText: en['search.tokenExpired']! })).toBeVisible();
  await expect(search.getByRole('button', { name: 'This is me' })).toHaveCount(0);
  await expectNoA11yViolations(page);

  // A 500 counts as an expired token too (PRODUCT.md §states-search-token).
  await searchBib(page, '1234', { label: en['search.surnameLabel']!, value: 'Berzina' });
  await expect(search.getByRole('button', { name: 'This is me' }).first()).toBeVisible();
  await addFault({ match: 'GET ^/public/photo-service/api/v1/videos', status: 500, times: 3 });
  await search.getByRole('button', { name: en['search.showVideos'] }).click();
  await expect(search.getByRole('alert').filter({ hasText: en['search.tokenExpired']! })).toBeVisible();
});

test('the shareable link shows the results with a token, else asks the second factor', async ({ page }) => {
  await page.goto(`${urls.shop}/search?event=101`);
  const search = widget(page);
  await searchBib(page, '1234', { label: en['search.surnameLabel']!, value: 'Berzina' });
  const firstAlt = await search.getByRole('img').first().getAttribute('alt');
  // In the shop the link routes in the page, where the token lives: the same results at once.
  await search.getByRole('link', { name: en['search.shareLink'] }).click();
  await expect(page).toHaveURL(`${urls.shop}/search/101/1234`);
  await expect(widget(page).getByRole('heading', { name: 'Results for bib number 1234' })).toBeVisible();
  await expect(widget(page).getByRole('img').first()).toHaveAttribute('alt', firstAlt!);

  // The video view of the link: the runner's personal video.
  await page.goto(`${urls.shop}/search/101/1234/video`);
  // A fresh page has no token: the bib is filled in and the surname asked.
  const fresh = widget(page);
  await expect(fresh.getByRole('textbox', { name: en['search.bibLabel']!, exact: true })).toHaveValue('1234');
  await expect(fresh.getByRole('textbox', { name: en['search.surnameLabel']!, exact: true })).toBeFocused();
  await fresh.getByRole('textbox', { name: en['search.surnameLabel']!, exact: true }).fill('Berzina');
  await fresh.getByRole('button', { name: en['search.submit'] }).click();
  // The link asked for the video view: the runner's personal video, the video button pressed.
  await expect(fresh.getByRole('heading', { name: 'Results for bib number 1234' })).toBeVisible();
  await expect(fresh.locator('video')).toHaveCount(1);
  await expect(fresh.getByRole('button', { name: en['search.showVideos'] })).toHaveAttribute('aria-pressed', 'true');
  await expect(fresh.getByText(/1 video found/)).toBeVisible();

  // A runner without a personal video.
  await page.goto(`${urls.shop}/search?event=101`);
  await searchBib(page, '2024', { label: en['search.surnameLabel']!, value: 'Kalnina' });
  await widget(page).getByRole('button', { name: en['search.showVideos'] }).click();
  await expect(widget(page).getByText('No Videos Found')).toBeVisible();
  await expectNoA11yViolations(page);
});

test('this is me / this is not me, then the find-more prompt', async ({ page }) => {
  await page.goto(`${urls.shop}/search?event=101`);
  const search = widget(page);
  await searchBib(page, '1234', { label: en['search.surnameLabel']!, value: 'Berzina' });
  await search.getByRole('button', { name: 'This is me' }).first().click();
  await expect(search.getByText(en['search.markedMe']!)).toBeVisible();
  await expect(search.getByRole('status').filter({ hasText: en['search.findMoreText']! })).toBeVisible();
  await search.getByRole('button', { name: 'This is not me' }).first().click();
  await expect(search.getByText(en['search.markedNotMe']!)).toBeVisible();
  expect((await requests('POST', '/itsme')).filter((r) => r.status === 204).length).toBeGreaterThanOrEqual(2);
  await expectNoA11yViolations(page);
  // The prompt leads to the other way of searching: face.
  await search.getByRole('button', { name: en['search.findMoreAction'] }).click();
  await expect(search.getByRole('tab', { name: en['search.byFace'] })).toHaveAttribute('aria-selected', 'true');
});

test('keyboard only: tab to the fields, type, Enter, and reach the results', async ({ page }) => {
  await page.goto(`${urls.shop}/search?event=101`);
  const search = widget(page);
  await expect(search.getByRole('textbox', { name: en['search.bibLabel']!, exact: true })).toBeVisible();
  // From the page start, Tab until the bib field has focus.
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press('Tab');
    if (
      await search.getByRole('textbox', { name: en['search.bibLabel']!, exact: true }).evaluate((el) => el === (el.getRootNode() as ShadowRoot).activeElement)
    )
      break;
  }
  await expect(search.getByRole('textbox', { name: en['search.bibLabel']!, exact: true })).toBeFocused();
  await page.keyboard.type('1234');
  await page.keyboard.press('Tab');
  await expect(search.getByRole('textbox', { name: en['search.surnameLabel']!, exact: true })).toBeFocused();
  await page.keyboard.type('Berzina');
  await page.keyboard.press('Enter');
  await expect(search.getByRole('heading', { name: 'Results for bib number 1234' })).toBeVisible();
  // The tabs are one stop; arrows move between ways of searching.
  await search.getByRole('tab', { name: en['search.byBib'] }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(search.getByRole('tab', { name: en['search.byFace'] })).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(search.getByRole('tab', { name: en['search.byBib'] })).toBeFocused();
  // 'This is me' is reachable and works with Enter.
  const me = search.getByRole('button', { name: 'This is me' }).first();
  await me.focus();
  await page.keyboard.press('Enter');
  await expect(search.getByText(en['search.markedMe']!).first()).toBeVisible();
});

test('on an organizer page: the host hears racelens:search; without an event the shop asks to pick one', async ({ page }) => {
  await page.goto(`${urls.examples}/photo-search/`);
  await searchBib(page, '1500', { label: en['search.surnameLabel']!, value: 'Walker' });
  await expect(page.locator('#host-log')).toHaveText(/search \{"eventId":101,"method":"bib","count":\d+\}/);
  await searchBib(page, '1500', { label: en['search.surnameLabel']!, value: 'Nobody' });
  await expect(page.locator('#host-log')).toHaveText(/error \{"eventId":101,"method":"bib","code":"CheckData","status":400\}/);

  await page.goto(`${urls.shop}/search`);
  await expect(widget(page).getByText(en['search.pickEvent']!)).toBeVisible();
  await expect(widget(page).getByRole('link', { name: en['search.pickEventLink'] })).toHaveAttribute('href', `${urls.shop}/`);
  await expectNoA11yViolations(page);
});
