/**
 * Embedding for real: the widgets under a strict Content-Security-Policy, and on a
 * hostile page (a CSS reset, Bootstrap and rough site rules on button, input, img and *) where
 * they must look exactly as on the plain twin page, without their styles leaking out.
 */
import type { Page } from '@playwright/test';
import { roomStyle } from '../../src/embed/snippet';
import { embedRooms } from '../../widgets/embed-widgets';
import { expect, test } from './fixtures';
import { urls } from './urls';

test.use({ viewport: { width: 1000, height: 900 } });

test('under a strict CSP the real widgets work: search by bib, add a photo, the cart counts; no violation', async ({ page, errors }) => {
  await page.addInitScript(() => {
    const seen: string[] = ((window as unknown as { violations: string[] }).violations = []);
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`), true);
  });
  const response = await page.goto(`${urls.examples}/strict-csp/`);
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("default-src 'none'");
  // 'wasm-unsafe-eval' (the face detector's WebAssembly) is allowed; running strings as script is not.
  expect(policy).not.toMatch(/'unsafe-(inline|eval)'/);

  const search = page.locator('racelens-photo-search');
  await search.getByRole('textbox', { name: 'Bib number', exact: true }).fill('1234');
  await search.getByRole('textbox', { name: 'Surname', exact: true }).fill('Berzina');
  await search.getByRole('button', { name: 'Find photos' }).click();
  await expect(search.getByRole('heading', { name: 'Results for bib number 1234' })).toBeVisible();

  const gallery = page.locator('racelens-event-gallery');
  await gallery.getByRole('button', { name: 'Photo 1 of 240', exact: true }).click();
  await gallery
    .getByRole('dialog', { name: 'Photo viewer' })
    .getByRole('button', { name: /^Add the photo for/ })
    .click();
  await expect(page.locator('racelens-cart-drawer').getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
  // The photos (API origin) are shown, and the adopted stylesheets apply without inline styles.
  await expect.poll(() => gallery.evaluate((el) => [...el.shadowRoot!.querySelectorAll('img')].some((i) => i.complete && i.naturalWidth > 0))).toBe(true);
  expect(await search.getByRole('button', { name: 'Find photos' }).evaluate((b) => getComputedStyle(b).borderTopLeftRadius)).not.toBe('0px');
  expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([]);
  expect(errors).toEqual([]);
});

/** Every widget rendered, its photos decoded and the network quiet. */
async function settled(page: Page): Promise<void> {
  await expect(page.locator('racelens-photo-search').getByRole('button', { name: 'Find photos' })).toBeVisible();
  await expect(page.locator('racelens-event-gallery').getByRole('button', { name: 'Photo 1 of 240', exact: true })).toBeVisible();
  await expect(page.locator('racelens-cart-drawer').getByText('Your cart is empty')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() =>
    [...document.querySelectorAll('.stage > *')].every((el) => [...el.shadowRoot!.querySelectorAll('img')].every((i) => i.complete && i.naturalWidth > 0)),
  );
}

const TAGS = ['racelens-photo-search', 'racelens-event-gallery', 'racelens-cart-drawer'] as const;

async function looks(page: Page): Promise<Record<string, { box: { width: number; height: number }; png: Buffer }>> {
  const out: Record<string, { box: { width: number; height: number }; png: Buffer }> = {};
  for (const tag of TAGS) {
    const box = (await page.locator(tag).boundingBox())!;
    // What is in view, without scrolling: a scroll would move the gallery's rendered rows.
    const viewport = page.viewportSize()!;
    const clip = { x: box.x, y: box.y, width: box.width, height: Math.min(box.height, viewport.height - box.y) };
    out[tag] = { box: { width: box.width, height: box.height }, png: await page.screenshot({ clip, animations: 'disabled', caret: 'hide' }) };
  }
  return out;
}

/**
 * Pixels that differ visibly between two screenshots of the same size, decoded by the browser.
 * Anti-aliasing of a rounded corner may vary by a shade between two renderings of the same
 * page, so a channel has to differ by more than 32 of 255 to count: every hostile rule here
 * (colours, fonts, borders, padding) changes pixels far more than that.
 */
async function differingPixels(page: Page, a: Buffer, b: Buffer): Promise<number> {
  return page.evaluate(
    async ([a64, b64]) => {
      const decode = async (b64: string) => {
        const bitmap = await createImageBitmap(await (await fetch(`data:image/png;base64,${b64}`)).blob());
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        const context = canvas.getContext('2d')!;
        context.drawImage(bitmap, 0, 0);
        return context.getImageData(0, 0, bitmap.width, bitmap.height);
      };
      const [x, y] = await Promise.all([decode(a64!), decode(b64!)]);
      if (x.width !== y.width || x.height !== y.height) return x.width * x.height;
      let differing = 0;
      for (let i = 0; i < x.data.length; i += 4) {
        const delta = Math.max(Math.abs(x.data[i]! - y.data[i]!), Math.abs(x.data[i + 1]! - y.data[i + 1]!), Math.abs(x.data[i + 2]! - y.data[i + 2]!));
        if (delta > 32) differing++;
      }
      return differing;
    },
    [a.toString('base64'), b.toString('base64')],
  );
}

/** Computed styles of the host page's own elements, to see that nothing of the widgets leaks out. */
const hostStyles = (page: Page) =>
  page.evaluate(() =>
    ['body', '#host-button', '#host-text', '#host-input', '.navbar'].map((selector) => {
      const style = getComputedStyle(document.querySelector(selector)!);
      return [
        selector,
        style.fontFamily,
        style.fontSize,
        style.color,
        style.backgroundColor,
        style.padding,
        style.border,
        style.lineHeight,
        style.borderRadius,
      ].join(' | ');
    }),
  );

test.describe('a hostile host page', () => {
  // Tall enough that every widget, the gallery's first photos included, is in view.
  test.use({ viewport: { width: 1000, height: 2400 } });

  test('on a hostile page (CSS reset, Bootstrap, site rules on button, input, img and *) the widgets look exactly as on the plain page', async ({
    page,
    errors,
  }, testInfo) => {
    await page.goto(`${urls.examples}/hostile/plain.html`);
    await settled(page);
    const plain = await looks(page);

    await page.goto(`${urls.examples}/hostile/`);
    // The hostile styles are really there: Bootstrap and the site's rules style the page's own elements.
    expect(await page.locator('#host-button').evaluate((b) => getComputedStyle(b).backgroundColor)).toBe('rgb(255, 20, 147)');
    expect(await page.locator('body').evaluate((b) => getComputedStyle(b).fontFamily)).toContain('Comic Sans');
    await settled(page);
    const hostile = await looks(page);

    for (const tag of TAGS) {
      if (await differingPixels(page, plain[tag]!.png, hostile[tag]!.png)) {
        await testInfo.attach(`${tag}-plain.png`, { body: plain[tag]!.png, contentType: 'image/png' });
        await testInfo.attach(`${tag}-hostile.png`, { body: hostile[tag]!.png, contentType: 'image/png' });
      }
      expect(hostile[tag]!.box, tag).toEqual(plain[tag]!.box);
      expect(await differingPixels(page, plain[tag]!.png, hostile[tag]!.png), `${tag} looks different on the hostile page`).toBe(0);
    }
    expect(errors).toEqual([]);
  });

  test('the widgets’ styles do not leak into the host page', async ({ page }) => {
    // The hostile page without the SDK (the loader blocked), then with it.
    await page.route(`${urls.cdn}/loader.js`, (route) => route.abort());
    await page.goto(`${urls.examples}/hostile/`);
    const without = await hostStyles(page);
    await page.unroute(`${urls.cdn}/loader.js`);

    await page.goto(`${urls.examples}/hostile/`);
    await settled(page);
    expect(await hostStyles(page)).toEqual(without);
    // Nothing was added to the document but the loader's room reservation: the widgets' CSS lives
    // in their shadow roots, and the one adopted sheet holds only rules for racelens-* elements
    // that are not yet defined (so, once the widgets run, it styles nothing at all). The one
    // `<style>` is the host's own paste: the same rooms (README, step 1).
    const documentSheets = await page.evaluate(() => ({
      adoptedSelectors: document.adoptedStyleSheets.flatMap((sheet) =>
        [...sheet.cssRules].map((rule) => (rule instanceof CSSStyleRule ? rule.selectorText : rule.cssText)),
      ),
      styledNow: document.adoptedStyleSheets.flatMap((sheet) =>
        [...sheet.cssRules].flatMap((rule) => [...document.querySelectorAll((rule as CSSStyleRule).selectorText)].map((e) => e.localName)),
      ),
      styleElements: [...document.querySelectorAll('style')].map((style) => style.textContent),
      sheets: [...document.styleSheets].map((s) => (s.href ? new URL(s.href).pathname : 'inline')),
    }));
    expect(documentSheets.adoptedSelectors.length).toBeGreaterThan(0);
    for (const selector of documentSheets.adoptedSelectors) expect(selector).toMatch(/^:where\(racelens-[a-z-]+:not\(:defined\)\)$/);
    expect(documentSheets.styledNow).toEqual([]);
    expect({ styleElements: documentSheets.styleElements, sheets: documentSheets.sheets }).toEqual({
      styleElements: [roomStyle(embedRooms)],
      sheets: [
        '/vendor/the-new-css-reset/css/reset.css',
        '/vendor/bootstrap/dist/css/bootstrap.min.css',
        '/hostile/hostile.css',
        '/hostile/stage.css',
        'inline',
      ],
    });
  });
});
