/**
 * The standalone shop's shell (PRODUCT.md §shell): routes, app bar, menus, footer, cookie
 * banner, language, themes and the US variant, at mobile and desktop widths.
 */
import { expect, expectNoA11yViolations, test } from './fixtures';
import { urls } from './urls';

const desktop = { width: 1280, height: 900 };
const mobile = { width: 390, height: 800 };

const appBar = (page: import('@playwright/test').Page) => page.locator('racelens-shop').locator('header[part="app-bar"]');

/**
 * Stops the page's installed clock where it is: from now on its timers fire only through
 * clock.runFor, so the test's timing does not depend on how busy the machine is.
 */
async function pauseClock(page: import('@playwright/test').Page) {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1_000);
}

test.describe('desktop', () => {
  test.use({ viewport: desktop });

  test('home lists recent and upcoming events and finds an event by name, with show more', async ({ page, errors }) => {
    await page.goto(`${urls.shop}/`);
    await expect(page.getByRole('heading', { name: 'Recent events' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Upcoming events' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Riga City Run/ }).first()).toBeVisible();
    await expect(appBar(page)).toHaveCSS('height', '64px');

    await page.getByRole('searchbox', { name: 'Find an event' }).fill('Marathon');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('link', { name: /^Big City Marathon/ })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Find an event' }).fill('zzzz-no-such-event');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByText('No events found')).toBeVisible();
    await expectNoA11yViolations(page);
    expect(errors).toEqual([]);
  });

  test('the main menu highlights the current page and navigates without a reload', async ({ page }) => {
    await page.goto(`${urls.shop}/`);
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    await expect(nav.getByRole('link', { name: 'Participants' })).toHaveAttribute('aria-current', 'page');
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await nav.getByRole('link', { name: 'Contacts' }).click();
    await expect(page).toHaveURL(`${urls.shop}/contacts`);
    await expect(page.getByRole('heading', { name: 'Contacts', level: 1 })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Contacts' })).toHaveAttribute('aria-current', 'page');
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    // "My account" shows only to signed-in visitors.
    await expect(nav.getByRole('link', { name: 'My account' })).toHaveCount(0);
    await expectNoA11yViolations(page);
  });

  test('an unknown path goes home', async ({ page }) => {
    await page.goto(`${urls.shop}/no/such/page`);
    await expect(page).toHaveURL(`${urls.shop}/`);
    await expect(page.getByRole('heading', { name: 'Recent events' })).toBeVisible();
  });

  test('a malformed escape in the path goes home instead of a blank route', async ({ page, errors }) => {
    for (const path of ['/event/%25ZZ']) {
      await page.goto(`${urls.shop}${path}`);
      await expect(page, path).toHaveURL(`${urls.shop}/`);
      await expect(page.getByRole('heading', { name: 'Recent events' })).toBeVisible();
    }
    expect(errors).toEqual([]);
  });

  test('the footer links the legal documents; German gets the German terms', async ({ page, request }) => {
    await page.goto(`${urls.shop}/contacts`);
    const footer = page.locator('racelens-shop').locator('footer');
    await expect(footer.getByRole('link', { name: 'Terms and conditions' })).toHaveAttribute('href', '/Our_Terms_and_Conditions.pdf');
    for (const path of ['/Privacy_Policy.pdf', '/Our_Terms_and_Conditions.pdf', '/AGB.pdf', '/Cookies_Info.pdf', '/img/lang/de.svg']) {
      const response = await request.get(`${urls.shop}${path}`);
      expect(response.status(), path).toBe(200);
    }
    await footer.getByRole('combobox', { name: 'Language' }).selectOption('de');
    await expect(footer.getByRole('link', { name: 'Allgemeine Geschäftsbedingungen' }).or(footer.locator('a[href="/AGB.pdf"]'))).toHaveAttribute(
      'href',
      '/AGB.pdf',
    );
    await footer.getByRole('link', { name: /Impressum|Rechtliche/ }).click();
    await expect(page).toHaveURL(`${urls.shop}/impressum`);
  });

  test('the language picker switches every text and the choice survives a reload', async ({ page }) => {
    await page.goto(`${urls.shop}/contacts`);
    await appBar(page)
      .getByRole('button', { name: /Language/ })
      .click();
    await appBar(page).getByRole('button', { name: 'Čeština' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kontakty');
    expect(await page.evaluate(() => localStorage.getItem('appLanguage'))).toBe('cs');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kontakty');
  });

  test('the cookie banner stays hidden once accepted, for 365 days', async ({ page, context }) => {
    await page.goto(`${urls.shop}/contacts`);
    await page.getByRole('button', { name: 'Got It' }).click();
    await expect(page.getByRole('button', { name: 'Got It' })).toHaveCount(0);
    const cookie = (await context.cookies()).find((c) => c.name === 'cookie_gdpr');
    expect(cookie?.value).toBe('true');
    const days = (cookie!.expires * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThan(366);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Contacts', level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Got It' })).toHaveCount(0);
  });

  test('an organizer request is validated at the fields, phone digits only, then sent', async ({ page, request }) => {
    await page.goto(`${urls.shop}/for-organizers`);
    await page.getByRole('button', { name: 'Request an agreement' }).click();
    const dialog = page.getByRole('dialog', { name: 'Request for organizers' });
    await dialog.getByRole('button', { name: 'Send the request' }).click();
    await expect(dialog.getByText('Enter your first and last name')).toBeVisible();
    await expect(dialog.getByText('Enter your phone number')).toBeVisible();
    await expectNoA11yViolations(page);
    await dialog.getByLabel(/First and last name/).fill('Ina Organizer');
    await dialog.getByLabel(/Phone number/).fill('+43 (1) 234-5678');
    await expect(dialog.getByLabel(/Phone number/)).toHaveValue('4312345678');
    await dialog.getByLabel(/E-mail address/).fill('ina@example.com');
    await dialog.getByRole('button', { name: 'Send the request' }).click();
    await expect(dialog.getByText('Your request has been sent.', { exact: false })).toBeVisible();
    const sent = (await (await request.get(`${urls.api}/sandbox/api/requests`)).json()) as unknown;
    expect(JSON.stringify(sent)).toContain('Ina Organizer');
  });

  test('themes: trail-cup and running-series bring their own look; the US variant has no footer or languages', async ({ page }) => {
    // Read the theme once the shell has rendered (its sheet is adopted by then).
    const primary = async () => {
      await expect(appBar(page)).toBeVisible();
      return page.locator('racelens-shop').evaluate((el) => getComputedStyle(el).getPropertyValue('--racelens-color-primary').trim());
    };
    await page.goto(`${urls.shop}/contacts`);
    const mySport = await primary();
    await page.goto(`${urls.shop}/contacts?tenant=trail-cup`);
    const trail = await primary();
    await page.goto(`${urls.shop}/contacts?tenant=running-series`);
    const running = await primary();
    expect(new Set([mySport, trail, running]).size, JSON.stringify([mySport, trail, running])).toBe(3);
    await expect(page.locator('racelens-shop').locator('footer')).toBeVisible();

    const us = urls.shop.replace('//localhost', '//us.localhost');
    await page.goto(`${us}/contacts`);
    await expect(page.getByRole('heading', { name: 'Contacts', level: 1 })).toBeVisible();
    await expect(page.locator('racelens-shop').locator('footer')).toHaveCount(0);
    await expect(appBar(page).getByRole('button', { name: /Language/ })).toHaveCount(0);
    const links = await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link').allTextContents();
    expect(links).toEqual(['Participants', 'Contacts']);
  });
});

test.describe('mobile', () => {
  test.use({ viewport: mobile });

  test('a 56 px bar with the menu button; the drawer navigates and closes', async ({ page }) => {
    await page.goto(`${urls.shop}/`);
    await expect(appBar(page)).toHaveCSS('height', '56px');
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
    await appBar(page).getByRole('button', { name: 'Open the menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Main menu' });
    await expect(drawer.getByText('Photo service')).toBeVisible();
    await expectNoA11yViolations(page);
    await drawer.getByRole('link', { name: 'For business' }).click();
    await expect(page).toHaveURL(`${urls.shop}/for-business`);
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reach active people');
    // No back flag and no back URL: no back button (PRODUCT.md §shell-back).
    await expect(appBar(page).getByRole('button', { name: 'Back' })).toHaveCount(0);
  });
});

test.describe('failures', () => {
  test.use({ viewport: desktop });

  test('a route whose code does not load within 120 s shows the common error, which closes', async ({ page }) => {
    await page.clock.install();
    // The contacts page's chunk never answers.
    await page.route('**/widgets/info-page-*.js', () => {});
    await page.goto(`${urls.shop}/contacts`);
    await expect(appBar(page)).toBeVisible();
    await page.clock.runFor(121_000);
    const snackbar = page.locator('racelens-shop').locator('[part="snackbar"]');
    await expect(snackbar).toContainText('An error occurred, try later');
    await snackbar.getByRole('button', { name: 'Close' }).click();
    await expect(snackbar).toHaveCount(0);
  });
});

test.describe('notifications', () => {
  const notify = (page: import('@playwright/test').Page, id: number) =>
    page.evaluate((n) => document.dispatchEvent(new CustomEvent('racelens:notify', { detail: { id: n, title: `Offer ${n}`, text: `Text ${n}` } })), id);

  test('at most two on desktop, with the default actions; they hide briefly on a route change', async ({ page }) => {
    await page.setViewportSize(desktop);
    await page.goto(`${urls.shop}/contacts`);
    await expect(appBar(page)).toBeVisible();
    for (const id of [1, 2, 3]) await notify(page, id);
    const shown = page.locator('racelens-shop').getByRole('region', { name: 'Notification' });
    await expect(shown).toHaveCount(2);
    await expect(shown.first().getByRole('button', { name: 'Not interested' })).toBeVisible();
    await expect(shown.first().getByRole('button', { name: 'Learn more' })).toBeVisible();
    await shown.first().getByRole('button', { name: 'Close the notification' }).click();
    await expect(shown).toHaveCount(2); // the third moves up
    await expect(shown.first()).toContainText('Offer 2');
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'For business' }).click();
    await expect(shown).toHaveCount(2);
  });

  test('a page that notifies in the very frame the shell first shows is heard', async ({ page }) => {
    await page.setViewportSize(desktop);
    // Before the frame's paint, as soon as the shell's app bar is there: the host page's earliest moment.
    await page.addInitScript(() => {
      const look = () => {
        if (!document.querySelector('racelens-shop')?.shadowRoot?.querySelector('header[part="app-bar"]')) return requestAnimationFrame(look);
        document.dispatchEvent(new CustomEvent('racelens:notify', { detail: { id: 7, title: 'Welcome', text: 'Early' } }));
      };
      requestAnimationFrame(look);
    });
    await page.goto(`${urls.shop}/contacts`);
    await expect(page.locator('racelens-shop').getByRole('region', { name: 'Notification' })).toContainText('Welcome');
  });

  test('one at a time on mobile', async ({ page }) => {
    await page.setViewportSize(mobile);
    await page.goto(`${urls.shop}/contacts`);
    await expect(appBar(page)).toBeVisible();
    await notify(page, 1);
    await notify(page, 2);
    await expect(page.locator('racelens-shop').getByRole('region', { name: 'Notification' })).toHaveCount(1);
  });
});

test.describe('app bar buttons', () => {
  test.use({ viewport: desktop });

  test('the cart button goes to the cart unless already there; the logo goes home unless already there', async ({ page }) => {
    await page.goto(`${urls.shop}/contacts`);
    const cart = page.locator('racelens-cart-drawer[slot="cart"]').getByRole('link', { name: /^Cart, / });
    await cart.click();
    await expect(page).toHaveURL(`${urls.shop}/cart`);
    await expect(cart).toHaveAttribute('aria-current', 'page');
    await cart.click();
    await expect(page).toHaveURL(`${urls.shop}/cart`);

    await appBar(page).getByRole('link', { name: /logo/ }).click();
    await expect(page).toHaveURL(`${urls.shop}/`);
    await expect(page.getByRole('heading', { name: 'Recent events' })).toBeVisible();
  });

  test('the logo sits left on desktop, centred on mobile', async ({ page }) => {
    await page.goto(`${urls.shop}/contacts`);
    const logoLeft = () =>
      appBar(page)
        .getByRole('link', { name: /logo/ })
        .evaluate((el) => el.getBoundingClientRect().left);
    expect(await logoLeft()).toBeLessThan(200);
    await page.setViewportSize(mobile);
    await expect(appBar(page)).toHaveCSS('height', '56px');
    const left = await logoLeft();
    const width = await appBar(page)
      .getByRole('link', { name: /logo/ })
      .evaluate((el) => el.getBoundingClientRect().width);
    expect(Math.abs(left + width / 2 - mobile.width / 2)).toBeLessThan(40);
  });

  test('the page body does not scroll while the events load', async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/photo-service/api/v1/events?*', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${urls.shop}/`);
    await expect.poll(() => page.evaluate(() => document.body.style.overflow)).toBe('hidden');
    release();
    await expect(page.getByRole('heading', { name: 'Recent events' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => document.body.style.overflow)).toBe('');
  });
});

test.describe('timing and breakpoints', () => {
  test('the language dropdown opens and closes 250 ms after the pointer asks', async ({ page }) => {
    await page.setViewportSize(desktop);
    await page.clock.install();
    await page.goto(`${urls.shop}/contacts`);
    await expect(appBar(page)).toBeVisible();
    await pauseClock(page);
    const list = appBar(page).locator('[part="language-list"]');
    await appBar(page)
      .getByRole('button', { name: /^Language/ })
      .hover();
    await page.clock.runFor(200);
    await expect(list).toBeHidden();
    await page.clock.runFor(100);
    await expect(list).toBeVisible();
    await page.mouse.move(5, 500);
    await page.clock.runFor(200);
    await expect(list).toBeVisible();
    await page.clock.runFor(100);
    await expect(list).toBeHidden();
  });

  test('the error snackbar shows the oldest error until closed, coming back every 7 s; the next one after Close', async ({ page }) => {
    await page.setViewportSize(desktop);
    await page.clock.install();
    // Two routes whose code cannot load, one in English and one after a switch to German: two
    // errors with different texts queue up, so the order is visible.
    await page.route('**/widgets/info-page-*.js', (route) => route.fulfill({ status: 503, body: 'down' }));
    await page.route('**/widgets/home-*.js', (route) => route.fulfill({ status: 503, body: 'down' }));
    await page.goto(`${urls.shop}/contacts`);
    const snackbar = page.locator('racelens-shop').locator('[part="snackbar"]');
    const english = 'An error occurred, try later';
    const german = 'Ein Fehler ist aufgetreten, versuchen Sie es später erneut';
    await expect(snackbar).toHaveText(new RegExp(`^${english}`));
    await appBar(page)
      .getByRole('button', { name: /^Language/ })
      .click();
    await appBar(page).getByRole('button', { name: 'Deutsch' }).click();
    // As a visitor would: the page is in German before they go on, so the next error is written in German.
    await expect(appBar(page).getByRole('button', { name: /^Sprache/ })).toBeVisible();
    await page.evaluate(() => document.dispatchEvent(new CustomEvent('racelens:navigate', { detail: { path: '/' } })));
    await expect(snackbar.getByRole('button', { name: 'Schließen' })).toBeVisible();
    // Not closed: the oldest (English) error is not dropped; it keeps coming back.
    for (let cycle = 0; cycle < 3; cycle++) {
      await page.clock.runFor(7_000);
      await expect(snackbar).toHaveText(new RegExp(`^${english}`));
    }
    await snackbar.getByRole('button', { name: 'Schließen' }).click();
    await expect(snackbar).toHaveCount(0);
    await page.clock.runFor(7_000);
    await expect(snackbar).toHaveText(new RegExp(`^${german}`));
    await snackbar.getByRole('button', { name: 'Schließen' }).click();
    await page.clock.runFor(14_000);
    await expect(snackbar).toHaveCount(0);
  });

  test('a tablet (768–1199 px) gets the small bar with the menu button', async ({ page }) => {
    await page.setViewportSize({ width: 1000, height: 800 });
    await page.goto(`${urls.shop}/contacts`);
    await expect(appBar(page)).toHaveCSS('height', '56px');
    await expect(appBar(page).getByRole('button', { name: 'Open the menu' })).toBeVisible();
  });

  for (const [path, action, form, fields] of [
    ['/for-photographers', 'Apply as a photographer', 'Photographer application', { name: 'Pia Photo', phone: '+49 30 1234567', city: 'Berlin' }],
    ['/for-business', 'Discuss a marketing task', 'Request for business', { name: 'Bea Business', phone: '0043 1 7654321' }],
  ] as const) {
    test(`the ${form} form requires its fields and is sent`, async ({ page, request }) => {
      await page.setViewportSize(desktop);
      await page.goto(`${urls.shop}${path}`);
      await page.getByRole('button', { name: action }).click();
      const dialog = page.getByRole('dialog', { name: form });
      await dialog.getByRole('button', { name: 'Send the request' }).click();
      await expect(dialog.getByText('Enter your phone number')).toBeVisible();
      if ('city' in fields) await expect(dialog.getByText('Enter the name of the city')).toBeVisible();
      await dialog.getByLabel(/First and last name/).fill(fields.name);
      await dialog.getByLabel(/Phone number/).fill(fields.phone);
      if ('city' in fields) await dialog.getByLabel(/City/).fill(fields.city);
      await dialog.getByRole('button', { name: 'Send the request' }).click();
      await expect(dialog.getByText('Thank you!')).toBeVisible();
      expect(JSON.stringify(await (await request.get(`${urls.api}/sandbox/api/requests`)).json())).toContain(fields.name);
    });
  }
});

/** Settings queued before the loader runs, as a hosted shop's page would give them. */
const withSettings = (page: import('@playwright/test').Page, settings: Record<string, unknown>) =>
  page.addInitScript((s) => {
    (window as unknown as { Racelens: unknown }).Racelens = { q: [['configure', s]] };
  }, settings);

test.describe('menu, drawer and settings rules', () => {
  test('a menu click replaces the route (history does not grow), scrolls to top and closes the menu', async ({ page }) => {
    await page.setViewportSize(mobile);
    await page.goto(`${urls.shop}/`);
    await page.goto(`${urls.shop}/contacts`);
    await expect(page.getByRole('heading', { name: 'Contacts', level: 1 })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 400));
    const length = await page.evaluate(() => history.length);
    await appBar(page).getByRole('button', { name: 'Open the menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Main menu' });
    await drawer.getByRole('link', { name: 'For business' }).click();
    await expect(page).toHaveURL(`${urls.shop}/for-business`);
    await expect(drawer).toBeHidden();
    expect(await page.evaluate(() => history.length)).toBe(length);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    // The contacts entry was replaced: the browser's back goes to the page before it.
    await page.goBack();
    await expect(page).toHaveURL(`${urls.shop}/`);
  });

  test('the drawer shows the product logo without a theme and the theme’s small logo with one', async ({ page }) => {
    await page.setViewportSize(mobile);
    const logos = async () => {
      await appBar(page).getByRole('button', { name: 'Open the menu' }).click();
      const drawer = page.getByRole('dialog', { name: 'Main menu' });
      const drawerLogo = decodeURIComponent((await drawer.getByRole('img', { name: /logo/ }).getAttribute('src')) ?? '');
      const barLogo = decodeURIComponent((await appBar(page).getByRole('img', { name: /logo/ }).getAttribute('src')) ?? '');
      await drawer.getByRole('button', { name: 'Close the menu' }).click();
      return { drawerLogo, barLogo };
    };
    await page.goto(`${urls.shop}/contacts`);
    const plain = await logos();
    expect(plain.drawerLogo).toBe(plain.barLogo);

    await page.goto(`${urls.shop}/contacts?tenant=trail-cup`);
    const themed = await logos();
    expect(themed.drawerLogo).not.toBe(themed.barLogo);
    expect(themed.drawerLogo).toContain('viewBox="0 0 40 40"'); // the square mark
    expect(themed.barLogo).toContain('Trail Cup');
  });

  test('the bug-report item tells the page (racelens:feedback) with the current path', async ({ page, errors }) => {
    await page.setViewportSize(mobile);
    await page.addInitScript(() => {
      const seen: unknown[] = ((window as unknown as { feedback: unknown[] }).feedback = []);
      document.addEventListener('racelens:feedback', (event) => seen.push((event as CustomEvent).detail));
    });
    await withSettings(page, { feedbackUrl: `${urls.shop}/contacts` });
    await page.goto(`${urls.shop}/for-organizers`);
    await appBar(page).getByRole('button', { name: 'Open the menu' }).click();
    // The feedback form opens in a new tab (the shop's own contacts page stands in for it).
    const opened = page.context().waitForEvent('page');
    await page
      .getByRole('dialog', { name: 'Main menu' })
      .getByRole('link', { name: /Report a problem/ })
      .click();
    expect((await opened).url()).toBe(`${urls.shop}/contacts`);
    expect(await page.evaluate(() => (window as unknown as { feedback: unknown[] }).feedback)).toEqual([{ path: '/for-organizers' }]);
    expect(errors).toEqual([]);
  });

  test('a shop whose settings centre the logo shows it centred on desktop too', async ({ page }) => {
    await page.setViewportSize(desktop);
    await withSettings(page, { alignLogoCenter: true });
    await page.goto(`${urls.shop}/contacts`);
    const box = (await appBar(page).getByRole('link', { name: /logo/ }).boundingBox())!;
    expect(Math.abs(box.x + box.width / 2 - desktop.width / 2)).toBeLessThan(40);
  });

  test('a page that builds its theme itself: nothing shows until it says the theme is done', async ({ page }) => {
    await page.setViewportSize(desktop);
    await withSettings(page, { themeDone: false });
    await page.clock.install();
    await page.goto(`${urls.shop}/contacts`);
    // The shell's texts have loaded (its root carries their language): only the theme holds it back.
    await page.waitForFunction(() => document.querySelector('racelens-shop')?.shadowRoot?.querySelector('.rl-root[lang]'), null, { polling: 100 });
    await pauseClock(page);
    await page.clock.runFor(1_000); // twenty polls of the theme
    await expect(appBar(page)).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Contacts', level: 1 })).toBeHidden();
    await page.evaluate(() => (window as unknown as { Racelens: { configure(c: object): void } }).Racelens.configure({ themeDone: true }));
    await page.clock.runFor(50);
    await expect(appBar(page)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Contacts', level: 1 })).toBeVisible();
  });

  test('notifications hide for about 100 ms on a route change, then come back', async ({ page }) => {
    await page.clock.install();
    await page.setViewportSize(desktop);
    await page.goto(`${urls.shop}/contacts`);
    await expect(appBar(page)).toBeVisible();
    await page.evaluate(() => document.dispatchEvent(new CustomEvent('racelens:notify', { detail: { id: 1, title: 'Offer', text: 'Text' } })));
    const shown = page.locator('racelens-shop').getByRole('region', { name: 'Notification' });
    await expect(shown).toHaveCount(1);
    // On the page's clock, stopped: the 100 ms pass only when the test says so.
    await pauseClock(page);
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'For business' }).click();
    await expect(page).toHaveURL(`${urls.shop}/for-business`);
    // The shell hides them once the new route has painted (its next frame), for 100 ms.
    await page.clock.runFor(20);
    await expect(shown).toHaveCount(0);
    await page.clock.runFor(70);
    await expect(shown).toHaveCount(0);
    await page.clock.runFor(60);
    await expect(shown).toHaveCount(1);
  });
});
