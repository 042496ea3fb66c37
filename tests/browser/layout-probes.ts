/**
 * Layout checks run inside the page: they walk every element of every (nested) shadow root of
 * the racelens widgets, which no locator reaches all at once.
 */
import { expect, type Page } from '@playwright/test';

/** The phone widths every reflow check walks (WCAG 2.2 SC 1.4.10 starts at 320 CSS px). */
export const PHONE_WIDTHS = [320, 360, 390];

/** Waits until every widget on the page has rendered past its loading state. */
export async function widgetsSettled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => {
    const hosts = [...document.querySelectorAll('*')].filter((el) => el.localName.startsWith('racelens-'));
    const busy = (root: ParentNode): boolean =>
      [...root.querySelectorAll('*')].some((el) => el.matches('.rl-progress, [aria-busy="true"]') || (el.shadowRoot ? busy(el.shadowRoot) : false));
    return hosts.every((host) => host.shadowRoot && host.shadowRoot.childElementCount > 0) && !hosts.some((host) => busy(host.shadowRoot!));
  });
}

/**
 * Everything that breaks reflow (WCAG 2.2 SC 1.4.10) at the page's width: the page scrolling
 * sideways, and any element in a widget's shadow root reaching past the viewport's sides unless
 * a box between it and the widget scrolls sideways on its own (a tab strip, a product strip).
 */
export function reflowFailures(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const failures: string[] = [];
    if (document.documentElement.scrollWidth > width) failures.push(`the page scrolls sideways to ${document.documentElement.scrollWidth}px`);
    const parentOf = (el: Element): Element | null => el.parentElement ?? (el.parentNode as ShadowRoot | null)?.host ?? null;
    const scrollsOnItsOwn = (el: Element, host: Element): boolean => {
      for (let box = parentOf(el); box && box !== host; box = parentOf(box)) {
        const overflow = getComputedStyle(box).overflowX;
        if (overflow === 'auto' || overflow === 'scroll') return true;
      }
      return false;
    };
    const name = (el: Element) => `${el.localName}${el.classList.length ? `.${[...el.classList].join('.')}` : ''}`;
    const walk = (root: ShadowRoot, host: Element) => {
      for (const el of root.querySelectorAll('*')) {
        const rect = el.getBoundingClientRect();
        // Wholly left of the page is the off-screen pattern of skip links, which never scrolls.
        if ((rect.width > 0 || rect.height > 0) && rect.right > 0 && (rect.left < -1 || rect.right > width + 1) && !scrollsOnItsOwn(el, host))
          failures.push(`${host.localName} ${name(el)} spans ${Math.round(rect.left)}–${Math.round(rect.right)}px`);
        if (el.shadowRoot) walk(el.shadowRoot, host);
      }
    };
    for (const host of document.querySelectorAll('*')) if (host.localName.startsWith('racelens-') && host.shadowRoot) walk(host.shadowRoot, host);
    return [...new Set(failures)];
  });
}

/** Checks reflow at each phone width, resizing the loaded page in between. */
export async function expectReflow(page: Page, label: string, widths: number[]): Promise<void> {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 800 });
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    await widgetsSettled(page);
    expect(await reflowFailures(page), `${label} at ${width}px`).toEqual([]);
  }
}

/**
 * Controls in the widgets smaller than 24×24 CSS px (WCAG 2.2 SC 2.5.8). A link inside a line of
 * text is exempt, as the criterion says; hidden controls have no size and are not counted.
 */
export function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const controls = 'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="tab"], [role="button"], [tabindex]:not([tabindex="-1"])';
    const small: string[] = [];
    const inText = (el: Element) => getComputedStyle(el).display === 'inline' && (el.parentElement?.textContent ?? '').trim() !== (el.textContent ?? '').trim();
    const walk = (root: ShadowRoot, host: Element) => {
      for (const el of root.querySelectorAll('*')) {
        if (el.matches(controls) && !inText(el)) {
          const { width, height } = el.getBoundingClientRect();
          if ((width > 0 || height > 0) && (width < 24 || height < 24))
            small.push(
              `${host.localName} ${el.localName}${el.className ? `.${String(el.className).split(' ').join('.')}` : ''} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30)}" ${Math.round(width)}×${Math.round(height)}`,
            );
        }
        if (el.shadowRoot) walk(el.shadowRoot, host);
      }
    };
    for (const host of document.querySelectorAll('*')) if (host.localName.startsWith('racelens-') && host.shadowRoot) walk(host.shadowRoot, host);
    return [...new Set(small)];
  });
}
