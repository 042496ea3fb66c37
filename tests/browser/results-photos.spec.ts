/**
 * Photo links on a timing company's results page (PRODUCT.md §results-photos): every row gets
 * one as it comes near the screen, the link opens the search with the bib (and surname) filled in
 * and nothing sent, rows the page redraws get theirs too, the page does not shift, and bad input
 * leaves the page alone with one console warning naming the attribute.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { urls } from './urls';

const results = (page: Page) => page.locator('#results');
/** The links are shown in a layer right after the table (not in it), inside the page's scroller. */
const links = (page: Page) => page.locator('.scroll').getByRole('link');
/** The sandbox's participant, drawn third by the page's own script. */
const anna = (page: Page) => page.locator('.scroll').getByRole('link', { name: 'Photos of Anna Berzina, bib 1234' });
const row = (page: Page, n: number) => results(page).locator('tbody tr').nth(n);

/** The link a row holds for screen readers (its cell owns it), once it has one. */
async function linkOf(row: Locator): Promise<Locator> {
  const owned = () =>
    row.evaluate((tr) => {
      for (const cell of tr.querySelectorAll('[aria-owns]'))
        for (const id of cell.getAttribute('aria-owns')!.split(' ')) if (document.getElementById(id)?.matches('a.racelens-photos-link')) return id;
      return null;
    });
  await expect.poll(owned).not.toBeNull();
  return row.page().locator(`#${await owned()}`);
}

/** The rows on the screen whose cells own no link of ours: their numbers. */
const unlinkedOnScreen = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('#results tbody tr')].flatMap((tr, n) => {
      const { top, bottom } = tr.getBoundingClientRect();
      if (bottom <= 0 || top >= innerHeight) return [];
      const owned = [...tr.querySelectorAll('[aria-owns]')].flatMap((cell) => cell.getAttribute('aria-owns')!.split(' '));
      return owned.some((id) => document.getElementById(id)?.matches('a.racelens-photos-link')) ? [] : [n];
    }),
  );

/** The page's console warnings that are ours. */
function warnings(page: Page): string[] {
  const said: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' && message.text().startsWith('Racelens:')) said.push(message.text());
  });
  return said;
}

/**
 * The example page with its results-photos element's attributes changed, as an organizer might
 * have pasted it: set as the parser inserts the element, before any script of the page runs.
 */
async function pasted(page: Page, attributes: Record<string, string>, rows = 50) {
  await page.addInitScript((attributes) => {
    new MutationObserver((_records, observer) => {
      const element = document.querySelector('racelens-results-photos');
      if (!element) return;
      for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  }, attributes);
  await page.goto(`${urls.examples}/results/?rows=${rows}`);
}

test('every row on the screen has its link, wherever the page is scrolled; the link opens the search filled in, and nothing is sent', async ({ page }) => {
  const said = warnings(page);
  await page.goto(`${urls.examples}/results/?rows=400`);
  await expect(anna(page)).toBeVisible();
  // Wherever the page is scrolled, every row on the screen has its link a moment after the
  // scroll stops: at the end, and back at the top.
  const last = results(page).locator('tbody tr').last();
  await last.scrollIntoViewIfNeeded();
  await expect(await linkOf(last)).toHaveAccessibleName(/^Photos of .+, bib \d+$/);
  await expect.poll(() => unlinkedOnScreen(page)).toEqual([]);
  await page.evaluate(() => scrollTo(0, 0));
  await expect.poll(() => unlinkedOnScreen(page)).toEqual([]);

  // A screen reader meets the link in its row; the eye sees it on the row, after its last text,
  // in the table's font.
  expect(await row(page, 2).ariaSnapshot()).toContain('link "Photos of Anna Berzina, bib 1234"');
  const spot = await (await linkOf(row(page, 2))).evaluate((a) => {
    const cell = document.querySelector('#results tbody tr:nth-child(3) td:last-child')!;
    const text = document.createRange();
    text.selectNodeContents(cell);
    const [link, box, end] = [a.getBoundingClientRect(), cell.getBoundingClientRect(), text.getBoundingClientRect()];
    return {
      within: link.top >= box.top && link.bottom <= box.bottom,
      after: link.left >= end.right,
      fonts: [getComputedStyle(a).fontFamily, getComputedStyle(cell).fontFamily],
    };
  });
  expect(spot.within && spot.after).toBe(true);
  expect(spot.fonts[0]).toBe(spot.fonts[1]);

  // To the hosted shop's search: bib and surname filled in, the search waiting to be sent.
  await anna(page).click();
  await page.waitForURL(`${urls.shop}/search/101/1234?surname=Berzina`);
  const search = page.locator('racelens-photo-search');
  await expect(search.getByRole('textbox', { name: 'Bib number', exact: true })).toHaveValue('1234');
  await expect(search.getByRole('textbox', { name: 'Surname', exact: true })).toHaveValue('Berzina');
  await expect(search.getByRole('heading', { name: 'Results for bib number 1234' })).toHaveCount(0);
  await search.getByRole('button', { name: 'Find photos', exact: true }).click();
  await expect(search.getByRole('heading', { name: 'Results for bib number 1234' })).toBeVisible();
  expect(said).toEqual([]);
});

test('rows the page draws anew (its filter) get their links too; a row written by hand works the same', async ({ page }) => {
  await page.goto(`${urls.examples}/results/?rows=400`);
  await expect(anna(page)).toBeVisible();
  await page.getByRole('searchbox', { name: 'Find a runner' }).fill('Berzina');
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(results(page).locator('tbody tr')).toHaveCount(1);
  await expect(anna(page)).toBeVisible();
  await expect(links(page)).toHaveCount(1);
  await page.getByRole('button', { name: 'Show all' }).click();
  await expect(results(page).locator('tbody tr')).toHaveCount(400);
  await expect(anna(page)).toBeVisible();

  // <racelens-bib-photos> written into a line by hand: the same link, to the same search.
  const record = page.locator('.record').getByRole('link', { name: 'Photos of Anna Berzina, bib 1234' });
  await expect(record).toHaveAttribute('href', `${urls.shop}/search/101/1234?surname=Berzina`);
});

test('the links follow their rows: another width hides a column, a phone scrolls to them, the keyboard goes down the rows', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${urls.examples}/results/?rows=200`);
  const third = await linkOf(row(page, 2));
  /** Whether the link is on its row, right after the text of the row's last cell on show, and that cell owns it. */
  const onItsRow = () =>
    third.evaluate((a) => {
      const cell = [...document.querySelectorAll('#results tbody tr:nth-child(3) td')].filter((td) => td.checkVisibility()).at(-1)!;
      const text = document.createRange();
      text.selectNodeContents(cell);
      const [link, box, end] = [a.getBoundingClientRect(), cell.getBoundingClientRect(), text.getBoundingClientRect()];
      return (
        link.top >= box.top && link.bottom <= box.bottom && link.left >= end.right && link.left - end.right < 20 && cell.getAttribute('aria-owns') === a.id
      );
    });
  expect(await onItsRow()).toBe(true);
  // The smallest phone's width: the page hides its club column, the table grows taller and wider
  // than the screen (it scrolls sideways in the page's scroller): the link is still on its row, and
  // can be scrolled to.
  await page.setViewportSize({ width: 320, height: 700 });
  await expect.poll(onItsRow).toBe(true);
  await third.scrollIntoViewIfNeeded();
  await expect(third).toBeInViewport({ ratio: 1 });
  // The page itself keeps the screen's width: only the table's scroller goes sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  // Tab goes from one row's link to the next row's, past the links shown at once (those of the
  // rows near the screen) and back again.
  await third.focus();
  await page.keyboard.press('Tab');
  await expect(await linkOf(row(page, 3))).toBeFocused();
  for (let i = 0; i < 80; i++) await page.keyboard.press('Tab');
  await expect(await linkOf(row(page, 83))).toBeFocused();
  await expect(page.locator(':focus')).toBeInViewport();
  for (let i = 0; i < 80; i++) await page.keyboard.press('Shift+Tab');
  await expect(await linkOf(row(page, 3))).toBeFocused();
});

test('with a photo search on the page, the link scrolls to it and fills it in', async ({ page }) => {
  await page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () => {
      const search = document.createElement('racelens-photo-search');
      search.setAttribute('event-id', '101');
      document.querySelector('main')!.append(search);
    }),
  );
  await page.goto(`${urls.examples}/results/?rows=200`);
  const search = page.locator('racelens-photo-search');
  await expect(search.getByRole('textbox', { name: 'Bib number', exact: true })).toBeVisible();
  await anna(page).click();
  await expect(search.getByRole('textbox', { name: 'Bib number', exact: true })).toHaveValue('1234');
  await expect(search.getByRole('textbox', { name: 'Surname', exact: true })).toHaveValue('Berzina');
  await expect(search.getByRole('button', { name: 'Find photos', exact: true })).toBeFocused();
  await expect(search).toBeInViewport();
  expect(page.url()).toBe(`${urls.examples}/results/?rows=200`);
});

for (const [width, height] of [
  [390, 844],
  [1280, 800],
] as const)
  test(`the page does not shift when the links appear (1,000 rows, ${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await page.addInitScript(() => {
      (window as unknown as { shifted: number }).shifted = 0;
      // Where the table starts before any widget is drawn (the widgets' code loads after the page's).
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { tableTop: number }).tableTop = document.getElementById('results')!.getBoundingClientRect().top + scrollY;
      });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean }>)
          if (!entry.hadRecentInput) (window as unknown as { shifted: number }).shifted += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    // 1,000 rows: more than a screen, quick to lay out (10,000 are bench:results's). The page's
    // own drawing and layout come first, which a machine busy with other tests slows down.
    await page.goto(`${urls.examples}/results/?rows=1000`);
    await expect(results(page).locator('tbody tr')).toHaveCount(1000);
    await expect(anna(page)).toBeVisible({ timeout: 15_000 });
    await expect(await linkOf(row(page, 9))).toBeVisible();
    await expect(page.locator('.record').getByRole('link', { name: 'Photos of Anna Berzina, bib 1234' })).toBeVisible();
    // Two frames after the last link, so a shift it caused is counted.
    const shifted = await page.evaluate(
      () =>
        new Promise<number>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve((window as unknown as { shifted: number }).shifted)))),
    );
    expect(shifted).toBeLessThanOrEqual(0.02);
    // Not by a fraction of a pixel either (the browser counts no shift under a few pixels, but a
    // table moved by half of one is painted anew, a third of a second on a slow phone): the
    // hand-written link above it keeps its line's height.
    const { tableTop, now } = await page.evaluate(() => ({
      tableTop: (window as unknown as { tableTop: number }).tableTop,
      now: document.getElementById('results')!.getBoundingClientRect().top + scrollY,
    }));
    expect(now).toBe(tableTop);
  });

for (const [name, attributes, warning] of [
  ['a for that names no element', { for: 'resluts' }, /for="resluts"> names no element/],
  ['a bib column that is not there', { 'bib-column': 'Startnr.' }, /bib-column="Startnr\." names no column of #results/],
  ['a bib column that holds no bibs', { 'bib-column': 'Name' }, /Some rows of #results have no bib number/],
] as const)
  test(`bad input (${name}): no links, the page as it was, one warning naming the attribute`, async ({ page }) => {
    const said = warnings(page);
    await pasted(page, attributes);
    await expect(results(page).locator('tbody tr')).toHaveCount(50);
    await expect.poll(() => said.length).toBe(1);
    expect(said[0]).toMatch(warning);
    await expect(links(page)).toHaveCount(0);
  });
