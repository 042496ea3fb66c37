/**
 * The plugin as an organizer uses it on Debian's WordPress with its default block theme: the
 * administrator installs the zip and fills in Settings → Racelens; an Author (no raw HTML
 * allowed) places every widget with blocks and the shortcode; visitors on a 360 px phone find
 * their photos, add one to the cart, and nothing is cut off.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { valueRules } from '../../integrations/wordpress/blocks.ts';
import { roomStyle } from '../../src/embed/snippet.ts';
import { embedRooms } from '../../widgets/embed-widgets.ts';
import { startState, toChoice } from '../../widgets/info-page/builder/choice.ts';
import { shortcodes, wordpressSettings } from '../../widgets/info-page/builder/code.ts';
import { type EditorData, editorScript } from './editor-script.ts';

const env = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run through tests/wordpress/playwright.config.ts`);
  return value;
};
const wp = env('RACELENS_WP');
const cdn = env('RACELENS_CDN');
const api = env('RACELENS_API');
const shop = env('RACELENS_SHOP');
const author = { user: 'race-author', password: 'Author-pass-4-test!' };

test.describe.configure({ mode: 'serial' });

async function logIn(page: Page, user: string, password: string): Promise<void> {
  await page.goto(`${wp}/wp-login.php`);
  const name = page.getByLabel('Username or Email Address');
  // WordPress focuses and selects this field 200 ms after load (wp_attempt_focus): a fill of the
  // password under way at that moment would type it into the user name instead.
  await expect(name).toBeFocused();
  await name.fill(user);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL(/\/wp-admin\//, { timeout: 10_000 }).catch(async (error: Error) => {
    throw new Error(
      `${user} is not logged in: ${
        (await page
          .locator('#login_error')
          .textContent()
          .catch(() => null)) ?? error.message
      }`,
    );
  });
}

/** A REST request as the logged-in user of the page (cookie plus the REST nonce). */
async function rest(page: Page, method: 'GET' | 'POST', route: string, data?: object, query = '') {
  const nonce = await (await page.request.get(`${wp}/wp-admin/admin-ajax.php?action=rest-nonce`)).text();
  const request: APIRequestContext = page.request;
  const response = await request.fetch(`${wp}/?rest_route=${encodeURIComponent(route)}${query}`, {
    method,
    headers: { 'X-WP-Nonce': nonce },
    ...(data ? { data } : {}),
  });
  const body = await response.json();
  expect(response.ok(), JSON.stringify(body)).toBe(true);
  return body;
}

/** Uncaught errors of the page (Chromium's own "Failed to load resource" lines left out). */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text());
  });
  return errors;
}

/** The gallery renders the rows in view: bring its list there, then its first photo. */
async function firstPhoto(page: Page) {
  const gallery = page.locator('racelens-event-gallery');
  await gallery.getByRole('tablist', { name: 'Event gallery' }).scrollIntoViewIfNeeded();
  const photo = gallery.getByRole('button', { name: 'Photo 1 of 240', exact: true });
  await expect(photo).toBeVisible();
  return photo;
}

async function phone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true });
  return context.newPage();
}

/** Every Racelens element and the page itself fit in the 360 px viewport and are not cut inside. */
async function expectNothingOverflows(page: Page): Promise<void> {
  const report = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    widgets: [...document.querySelectorAll('.racelens-widget > *')].map((el) => {
      const box = el.getBoundingClientRect();
      return { tag: el.localName, left: Math.round(box.left), right: Math.round(box.right), overflow: el.scrollWidth - el.clientWidth };
    }),
  }));
  expect(report.page, 'the page scrolls sideways').toBeLessThanOrEqual(360);
  for (const widget of report.widgets) {
    expect(widget.left, `${widget.tag} starts off screen`).toBeGreaterThanOrEqual(0);
    expect(widget.right, `${widget.tag} ends off screen`).toBeLessThanOrEqual(360);
    expect(widget.overflow, `${widget.tag} is cut off inside`).toBeLessThanOrEqual(0);
  }
}

const posts: Record<string, { id: number; link: string }> = {};

test('every PHP file of the plugin passes php -l', async () => {
  const { execFileSync } = await import('node:child_process');
  const { pluginFiles, pluginDir } = await import('../../integrations/wordpress/build.ts');
  const php = pluginFiles().filter((file) => file.endsWith('.php'));
  expect(php.length).toBeGreaterThan(3);
  for (const file of php) {
    expect(execFileSync('php', ['-l', `${pluginDir}/${file}`], { encoding: 'utf8' })).toContain('No syntax errors detected');
  }
});

test('the plugin’s PHP passes PHP_CodeSniffer with integrations/wordpress/phpcs.xml', async () => {
  const { pluginDir } = await import('../../integrations/wordpress/build.ts');
  const ruleset = resolve(pluginDir, '../phpcs.xml');
  let report = '';
  try {
    execFileSync('phpcs', [`--standard=${ruleset}`, '--report=full', '--no-colors'], { encoding: 'utf8' });
  } catch (error) {
    report = (error as { stdout?: string }).stdout || String(error);
  }
  expect(report).toBe('');
});

test('the administrator installs the zip, activates it and fills in Settings → Racelens', async ({ page }) => {
  await logIn(page, env('RACELENS_WP_ADMIN'), env('RACELENS_WP_ADMIN_PASSWORD'));
  await page.goto(`${wp}/wp-admin/plugin-install.php?tab=upload`);
  await page.locator('input[name="pluginzip"]').setInputFiles(env('RACELENS_WP_ZIP'));
  await page.getByRole('button', { name: 'Install Now' }).click();
  await expect(page.getByText('Plugin installed successfully.')).toBeVisible();
  await page.getByRole('link', { name: 'Activate Plugin' }).click();
  await expect(page.getByText('Plugin activated.')).toBeVisible();

  // Not set up yet: whoever edits the site is told so where a widget should be; visitors are not.
  const early = await rest(page, 'POST', '/wp/v2/posts', { title: 'Too early', content: '[racelens widget="photo-search" event="101"]', status: 'publish' });
  await page.goto(early.link);
  await expect(page.getByRole('alert')).toHaveText('Racelens is not set up yet: an administrator enters the SDK address under Settings → Racelens.');
  const visitor = await (await page.context().browser()!.newContext()).newPage();
  await visitor.goto(early.link);
  await expect(visitor.locator('racelens-photo-search')).toBeAttached();
  await expect(visitor.getByRole('alert')).toHaveCount(0);
  await visitor.context().close();

  await page.goto(`${wp}/wp-admin/plugins.php`);
  await page.locator('tr[data-slug="racelens"]').getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { name: 'Racelens' })).toBeVisible();

  // Not addresses: each says so, and nothing of it is saved.
  await page.getByLabel('SDK address').fill('javascript:alert(1)');
  await page.getByLabel('Platform API').fill('not a url');
  await page.getByLabel('Theme').fill('<b>x</b>');
  await page.getByLabel('Currency').fill('EUR');
  // The browser already refuses a non-address in the url fields; the server must too, for a
  // request sent past that check.
  expect(await page.getByLabel('Platform API').evaluate((input: HTMLInputElement) => input.validity.valid)).toBe(false);
  await page.locator('form[action$="options.php"]').evaluate((form: HTMLFormElement) => (form.noValidate = true));
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('The SDK address must be an http(s) address')).toBeVisible();
  await expect(page.getByText('The platform API must be an http(s) address')).toBeVisible();
  await expect(page.getByText('The theme is a name of letters, digits and dashes')).toBeVisible();
  await expect(page.getByText('The currency is a three-digit ISO 4217 number')).toBeVisible();
  await expect(page.getByLabel('SDK address')).toHaveValue('');

  await page.getByLabel('SDK address').fill(`${cdn}/loader.js`);
  await page.getByLabel('Platform API').fill(`${api}/`);
  await page.getByLabel('Theme').fill('running-series');
  await page.getByLabel('Language').selectOption('en');
  await page.getByLabel('Currency').fill('978');
  await page.getByLabel('Shop address').fill(shop);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Settings saved.')).toBeVisible();
  await expect(page.getByLabel('SDK address')).toHaveValue(`${cdn}/loader.js`);
  await expect(page.getByLabel('Platform API')).toHaveValue(api);

  // options.php takes nothing without the form's nonce.
  const forged = await page.request.post(`${wp}/wp-admin/options.php`, {
    form: { option_page: 'racelens', action: 'update', 'racelens_settings[sdk_url]': 'https://evil.example/loader.js' },
    maxRedirects: 0,
  });
  expect(forged.status()).toBe(403);
  await page.reload();
  await expect(page.getByLabel('SDK address')).toHaveValue(`${cdn}/loader.js`);

  // The site's Author, who works in German.
  await rest(page, 'POST', '/wp/v2/users', {
    username: author.user,
    password: author.password,
    email: 'author@example.com',
    roles: ['author'],
    locale: 'de_DE',
  });
});

test('the installed plugin’s PHP and its editor script keep and leave out the same block values', () => {
  // The values an organizer may type, or someone may write into a block's comment.
  const samples = [
    '101',
    '0',
    '123456789012',
    '1234567890123',
    ' 101 ',
    '101\n',
    '10 1',
    '1x',
    '-5',
    '90',
    '099',
    '99999',
    '100000',
    'Berzina-1234',
    'a_b',
    '_a',
    'a'.repeat(64),
    'a'.repeat(65),
    'čísla',
    '101\u00a0',
    '<b>x</b>',
    '1" onclick="x',
    '../../etc',
    'https://example.com/checkout',
    'HTTPS://example.com/a?b=c#d',
    'http://x',
    '/cart',
    '/košík',
    '/',
    '//evil.example/cart',
    'javascript:alert(1)',
    'https://exa mple.com',
    'ftp://example.com',
    'example.com',
  ];
  // PHP as WordPress runs it with the plugin active: each value through racelens_clean_value(), and
  // the data the block editor's page hands the editor script.
  const php = `
    require '/usr/share/wordpress/wp-load.php';
    $samples = json_decode( stream_get_contents( STDIN ), true );
    racelens_enqueue_editor_assets();
    $kept = array();
    foreach ( racelens_widgets() as $name => $widget ) {
      foreach ( $widget['attributes'] as $key => $definition ) {
        foreach ( $samples as $sample ) {
          $kept[ $name ][ $key ][] = null !== racelens_clean_value( $definition, $sample );
        }
      }
    }
    echo json_encode( array( 'editor' => wp_scripts()->get_data( 'racelens-blocks', 'before' ), 'kept' => $kept ) );`;
  const out = execFileSync('php', ['-r', php], {
    input: JSON.stringify(samples),
    encoding: 'utf8',
    env: { ...process.env, ...JSON.parse(env('RACELENS_WP_PHP_ENV')) },
  });
  const { editor, kept } = JSON.parse(out) as { editor: unknown[]; kept: Record<string, Record<string, boolean[]>> };
  const data = JSON.parse(
    /^window\.racelensBlocks = (.*);$/s.exec(editor.filter((script: unknown) => typeof script === 'string').join('\n'))![1]!,
  ) as EditorData;
  expect(data.rules).toEqual(valueRules);
  const script = editorScript(data);
  let compared = 0;
  for (const [name, widget] of Object.entries(data.widgets)) {
    // A toggle or a select takes only what its control offers; the typed values follow the rules.
    for (const control of widget.controls.filter((c) => c.kind in valueRules)) {
      const editorKept = samples.map((sample) => control.html in script.preview(name, { [control.attribute]: sample }));
      expect(editorKept, `${name} ${control.attribute}: ${samples.join(' | ')}`).toEqual(kept[name]![control.attribute]);
      compared++;
    }
  }
  expect(compared).toBeGreaterThanOrEqual(7);
});

test('an Author cannot open the settings; they place every widget with blocks and the shortcode', async ({ page }) => {
  await logIn(page, author.user, author.password);
  await page.goto(`${wp}/wp-admin/options-general.php?page=racelens`);
  await expect(page.getByText('Sorry, you are not allowed to access this page.')).toBeVisible();

  const create = async (key: string, title: string, content: string) => {
    const post = await rest(page, 'POST', '/wp/v2/posts', { title, content, status: 'publish' });
    // Kept as written: kses leaves block comments and shortcodes alone.
    expect(post.content.raw).toBe(content);
    posts[key] = { id: post.id, link: post.link };
  };
  await create(
    'blocks',
    'Photos (blocks)',
    [
      '<!-- wp:racelens/cart-drawer /-->',
      '<!-- wp:heading --><h2>Find your photos</h2><!-- /wp:heading -->',
      '<!-- wp:racelens/photo-search {"eventId":"101","align":"wide"} /-->',
      '<!-- wp:racelens/event-gallery {"eventId":"101","align":"wide"} /-->',
    ].join('\n\n'),
  );
  await create(
    'shortcodes',
    'Photos (shortcodes)',
    [
      '[racelens widget="cart-drawer"]',
      'Find your photos:',
      '[racelens widget="photo-search" event="101"]',
      '[racelens widget="event-gallery" event="101" align="wide"]',
    ].join('\n\n'),
  );
  await create('order', 'Your order', ['<!-- wp:racelens/checkout /-->', '<!-- wp:racelens/order-status /-->'].join('\n\n'));
  await create('plain', 'Race report', '<!-- wp:paragraph --><p>No photos here.</p><!-- /wp:paragraph -->');
  await create('typo', 'Typo', '[racelens widget="photo-serch" event="101"]');

  // What someone may try: values that are not ids or addresses, attributes breaking out of quotes.
  const hostile = await rest(page, 'POST', '/wp/v2/posts', {
    title: 'Hostile',
    status: 'publish',
    content: [
      '[racelens widget="cart-drawer" checkout-url="javascript:alert(1)" cart-url="//evil.example/cart" inline="no"]',
      '<!-- wp:racelens/event-gallery {"eventId":"1\\u0022 onclick=\\u0022alert(1)","tab":"\\u0022\\u003e\\u003cscript\\u003e","align":"wide\\u0022 onclick=\\u0022x"} /-->',
      '[racelens widget="photo-search" event="101 onmouseover=alert(1)" number="1\' onfocus=\'alert(1)" view="photos\\"]',
      '[racelens widget="order-status" order="../../etc" check-timeout-seconds="-5"]',
    ].join('\n\n'),
  });
  posts.hostile = { id: hostile.id, link: hostile.link };
});

test('in the block editor an Author finds the five blocks, sets the event in the sidebar and sees the widget, in their language', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
  const page = await context.newPage();
  await logIn(page, author.user, author.password);
  await page.goto(`${wp}/wp-admin/post-new.php`);
  // The editor's welcome guide, once.
  const guide = page.getByRole('dialog', { name: /Welcome to the block editor/ });
  await guide
    .or(page.getByRole('region', { name: 'Editor content' }))
    .first()
    .waitFor();
  if (await guide.isVisible()) await guide.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('button', { name: 'Toggle block inserter' }).click();
  await page.getByRole('searchbox', { name: /Search/ }).fill('Racelens');
  const results = page.getByRole('listbox', { name: 'Blocks' });
  // The plugin's texts in German (WordPress's own stay English: no German core catalogue here).
  for (const title of ['Racelens-Fotosuche', 'Racelens-Veranstaltungsgalerie', 'Racelens-Warenkorb', 'Racelens-Kasse', 'Racelens-Bestellstatus']) {
    await expect(results.getByRole('option', { name: title })).toBeVisible();
  }
  await results.getByRole('option', { name: 'Racelens-Veranstaltungsgalerie' }).click();

  // The widget's own message until the sidebar names the event.
  await expect(page.locator('racelens-event-gallery').getByRole('alert')).toHaveText('No event is set for this gallery');
  const settings = page.getByRole('region', { name: 'Editor top bar' }).getByRole('button', { name: 'Settings', exact: true });
  if ((await settings.getAttribute('aria-pressed')) !== 'true') await settings.click();
  const sidebar = page.getByRole('region', { name: 'Editor settings' });
  await sidebar.getByLabel('Veranstaltungs-ID').fill('101');
  await sidebar.getByLabel('Zuerst gezeigter Reiter').selectOption('reports');
  await expect(sidebar.getByText('Mehr Fotos pro Reihe: Wählen Sie in der Block-Werkzeugleiste Ausrichten → Weite Breite.')).toBeVisible();
  await page.getByRole('toolbar', { name: 'Block tools' }).getByRole('button', { name: 'Align' }).click();
  await page.getByRole('menuitemradio', { name: /Wide width/ }).click();
  // The preview is the real widget, with the sidebar's values.
  const preview = page.locator('racelens-event-gallery[event-id="101"][tab="reports"]');
  await expect(preview.getByRole('tab', { name: /Photo reports/ })).toBeVisible();

  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByRole('region', { name: 'Editor publish' }).getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText(/Post published\./).first()).toBeVisible();
  const id = Number(new URL(page.url()).searchParams.get('post'));
  const saved = await rest(page, 'GET', `/wp/v2/posts/${id}`, undefined, '&context=edit');
  const block = /<!-- wp:racelens\/event-gallery (\{.*\}) \/-->/.exec(saved.content.raw);
  expect(JSON.parse(block![1]!)).toEqual({ eventId: '101', tab: 'reports', align: 'wide' });
  await context.close();
});

test('blocks at 360 px: the loader once with the settings, search by bib, a photo into the cart, nothing cut off', async ({ browser }) => {
  const page = await phone(browser);
  const errors = watchErrors(page);
  await page.goto(posts.blocks!.link);

  const loader = page.locator('script[src*="loader.js"]');
  await expect(loader).toHaveCount(1);
  await expect(loader).toHaveAttribute('src', `${cdn}/loader.js`);
  await expect(loader).toHaveAttribute('async', '');
  await expect(loader).toHaveAttribute('data-api', api);
  await expect(loader).toHaveAttribute('data-tenant', 'running-series');
  await expect(loader).toHaveAttribute('data-lang', 'en');
  await expect(loader).toHaveAttribute('data-currency', '978');
  await expect(loader).toHaveAttribute('data-shop', shop);
  // Finisher cards are on unless switched off: nothing to say then.
  await expect(loader).not.toHaveAttribute('data-finisher-card');

  const search = page.locator('racelens-photo-search');
  const gallery = page.locator('racelens-event-gallery');
  const cart = page.locator('racelens-cart-drawer');
  await expect(page.locator('.racelens-widget--event-gallery')).toHaveClass(/alignwide/);
  await expect(cart.getByRole('button', { name: 'Cart, 0 items' })).toBeVisible();
  await firstPhoto(page);
  await expectNothingOverflows(page);

  await search.getByRole('textbox', { name: 'Bib number', exact: true }).fill('1234');
  await search.getByRole('textbox', { name: 'Surname', exact: true }).fill('Berzina');
  await search.getByRole('button', { name: 'Find photos' }).click();
  await expect(search.getByRole('heading', { name: 'Results for bib number 1234' })).toBeVisible();
  await expectNothingOverflows(page);

  await (await firstPhoto(page)).click();
  await gallery
    .getByRole('dialog', { name: 'Photo viewer' })
    .getByRole('button', { name: /^Add the photo for/ })
    .click();
  await expect(cart.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
  expect(errors).toEqual([]);
  await page.context().close();
});

test('the shortcode in a classic post at 360 px: no <p> or <br> around the widgets, the same widgets', async ({ browser }) => {
  const page = await phone(browser);
  const errors = watchErrors(page);
  await page.goto(posts.shortcodes!.link);
  await expect(page.locator('script[src*="loader.js"]')).toHaveCount(1);
  const wrapped = await page.evaluate(() =>
    [...document.querySelectorAll('.racelens-widget')].map((el) => ({
      inP: !!el.closest('p'),
      br: el.querySelectorAll('br').length,
      children: el.children.length,
    })),
  );
  expect(wrapped).toEqual(Array(3).fill({ inP: false, br: 0, children: 1 }));
  await expect(page.getByText('Find your photos:')).toBeVisible();
  await expect(page.locator('racelens-cart-drawer').getByRole('button', { name: /^Cart, \d+ items?$/ })).toBeVisible();
  await firstPhoto(page);
  const search = page.locator('racelens-photo-search');
  await search.getByRole('textbox', { name: 'Bib number', exact: true }).fill('1234');
  await search.getByRole('textbox', { name: 'Surname', exact: true }).fill('Berzina');
  await search.getByRole('button', { name: 'Find photos' }).click();
  await expect(search.getByRole('heading', { name: 'Results for bib number 1234' })).toBeVisible();
  await expectNothingOverflows(page);
  expect(errors).toEqual([]);
  await page.context().close();
});

test('checkout and order status blocks: the checkout form, and the order named in the address', async ({ browser }) => {
  const page = await phone(browser);
  await page.goto(`${posts.order!.link}${posts.order!.link.includes('?') ? '&' : '?'}preorder=9001`);
  await expect(page.locator('racelens-order-status')).toHaveAttribute('preorder-id', '9001');
  await expect(page.locator('racelens-order-status').getByRole('heading', { name: 'Pre-order PO-9001' })).toBeVisible();
  await expect(page.locator('racelens-checkout')).toBeAttached();
  await expect.poll(() => page.locator('racelens-checkout').evaluate((el) => el.shadowRoot?.textContent?.trim() ?? '')).not.toBe('');
  await expectNothingOverflows(page);

  // Something else than an id in the address is not passed on.
  await page.goto(`${posts.order!.link}${posts.order!.link.includes('?') ? '&' : '?'}order=%22%3E%3Cscript%3Ealert(1)%3C/script%3E`);
  await expect(page.locator('racelens-order-status')).not.toHaveAttribute('order-id', /.*/);
  await page.context().close();
});

test('values that are not ids or addresses never reach the page', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto(posts.hostile!.link);
  const attributes = await page.evaluate(() =>
    [...document.querySelectorAll('.racelens-widget')].map((wrapper) => ({
      wrapper: [...wrapper.attributes].map((a) => a.name).sort(),
      element: wrapper.children[0]!.localName,
      attributes: [...wrapper.children[0]!.attributes].map((a) => a.name),
    })),
  );
  expect(attributes).toEqual([
    { wrapper: ['class'], element: 'racelens-cart-drawer', attributes: [] },
    { wrapper: ['class'], element: 'racelens-event-gallery', attributes: [] },
    { wrapper: ['class'], element: 'racelens-photo-search', attributes: [] },
    { wrapper: ['class'], element: 'racelens-order-status', attributes: [] },
  ]);
  expect(await page.locator('.racelens-widget--event-gallery').evaluate((el) => [...el.classList].sort())).toEqual([
    'racelens-widget',
    'racelens-widget--event-gallery',
    'wp-block-racelens-event-gallery',
  ]);
  // Each widget says what is missing rather than showing nothing.
  await expect(page.locator('racelens-event-gallery').getByRole('alert')).toHaveText('No event is set for this gallery');
  await expect(page.locator('racelens-cart-drawer').getByRole('button', { name: 'Cart, 0 items' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a post without a widget loads no SDK; a mistyped shortcode shows visitors nothing', async ({ page }) => {
  await page.goto(posts.plain!.link);
  await expect(page.getByText('No photos here.')).toBeVisible();
  await expect(page.locator('script[src*="loader.js"]')).toHaveCount(0);
  await expect(page.locator('link[href*="racelens"]')).toHaveCount(0);
  await page.goto(posts.typo!.link);
  await expect(page.locator('script[src*="loader.js"]')).toHaveCount(0);
  await expect(page.getByText('photo-serch')).toHaveCount(0);
});

test('an Author sees what a mistyped shortcode should say', async ({ page }) => {
  await logIn(page, author.user, author.password);
  await page.goto(posts.typo!.link);
  await expect(page.getByRole('alert')).toHaveText(
    /“photo-serch” is not a widget.*photo-search, event-gallery, cart-drawer, checkout, results-photos, bib-photos, order-status/,
  );
});

test('the embed builder’s shortcodes, published by an Author, show the chosen event in the chosen language, with the rooms inline', async ({ browser }) => {
  // What the builder gives for an organizer's picks (its WordPress tab, EmbedBuilder.tsx): event 101,
  // the gallery opening on its photo reports, in Czech with the trail-cup theme, no finisher cards.
  const picks = {
    ...startState(shop),
    eventId: '101',
    lang: 'cs',
    tenant: 'trail-cup',
    finisherCard: false,
    attributes: { 'racelens-event-gallery': { tab: 'reports' } },
  };
  const choice = toChoice(picks, `${cdn}/loader.js`, api);
  const code = shortcodes(choice);
  expect(code).toContain('[racelens widget="event-gallery" event="101" tab="reports"]');

  // The tab's list for Settings → Racelens (the shortcode carries none of it), entered field by
  // field as the organizer would; what the site had is put back afterwards.
  const admin = await (await browser.newContext()).newPage();
  await logIn(admin, env('RACELENS_WP_ADMIN'), env('RACELENS_WP_ADMIN_PASSWORD'));
  const enter = async (values: Array<{ field: string; value: string }>) => {
    await admin.goto(`${wp}/wp-admin/options-general.php?page=racelens`);
    const before = [];
    for (const { field, value } of values) {
      const input = admin.locator(`#racelens-${field}`);
      // The switch is a box to tick: "off" unticks it.
      if (field === 'finisher_card') {
        before.push({ field, value: (await input.isChecked()) ? '' : 'off' });
        await input.setChecked(value !== 'off');
        continue;
      }
      before.push({ field, value: await input.inputValue() });
      if (field === 'lang') await input.selectOption(value);
      else await input.fill(value);
    }
    await admin.getByRole('button', { name: 'Save Changes' }).click();
    await expect(admin.getByText('Settings saved.')).toBeVisible();
    return before;
  };
  const settings = wordpressSettings(choice);
  expect(settings).toContainEqual({ field: 'lang', value: 'cs' });
  expect(settings).toContainEqual({ field: 'finisher_card', value: 'off' });
  const siteHad = await enter(settings);

  const authorPage = await (await browser.newContext()).newPage();
  await logIn(authorPage, author.user, author.password);
  const post = await rest(authorPage, 'POST', '/wp/v2/posts', { title: 'Photos (from the builder)', content: code, status: 'publish' });
  expect(post.content.raw).toBe(code);

  const page = await phone(browser);
  const errors = watchErrors(page);
  await page.goto(post.link);
  // The rooms' style exactly as the snippet has it (so its CSP hash holds), before the loader.
  expect(await page.locator('style#racelens-rooms').textContent()).toBe(roomStyle(embedRooms));
  await expect(page.locator('script[src*="loader.js"]')).toHaveAttribute('data-lang', 'cs');
  await expect(page.locator('script[src*="loader.js"]')).toHaveAttribute('data-finisher-card', 'off');
  const gallery = page.locator('racelens-event-gallery');
  await expect(gallery).toHaveAttribute('event-id', '101');
  await expect(gallery.getByRole('tab', { name: /^Fotoreportáže/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('racelens-photo-search').getByRole('button', { name: 'Najít fotografie' })).toBeVisible();
  await expect(page.locator('racelens-cart-drawer').getByRole('button', { name: /^Košík, 0 / })).toBeVisible();
  await expectNothingOverflows(page);
  expect(errors).toEqual([]);

  await enter(siteHad);
  await Promise.all([page, admin, authorPage].map((p) => p.context().close()));
});

test('WordPress logged no PHP notice or warning from the plugin', () => {
  const log = readFileSync(env('RACELENS_WP_DEBUG_LOG'), 'utf8');
  expect(log.split('\n').filter((line) => /racelens/i.test(line))).toEqual([]);
});
