/**
 * Shared helpers of the browser tests: `test`, which fails on any uncaught error in the page,
 * a page that also records console errors, and an axe-core scan that fails on any violation
 * (ARCHITECTURE.md §budgets: 0 violations for every widget and route).
 */
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

/**
 * Uncaught errors and console errors the host page saw. Chromium's own "Failed to load
 * resource" lines are left out: they log every 4xx/5xx answer, including the ones a widget
 * handles on purpose (an unknown promo code is a 404 the user is told about).
 */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text());
  });
  return errors;
}

/** Runs axe-core (WCAG 2.0–2.2 A and AA, target size included) on the page or a part of it; shadow roots are included. */
export async function expectNoA11yViolations(page: Page, include?: string): Promise<void> {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const summary = violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(summary).toEqual([]);
}

/**
 * The Content-Security-Policy violations of the page and its frames (`directive blocked-URI`), as
 * they happen; set up before the page is opened.
 */
export async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() =>
    document.addEventListener(
      'securitypolicyviolation',
      (event) => (window as unknown as { reportViolation(t: string): void }).reportViolation(`${event.violatedDirective} ${event.blockedURI}`),
      true,
    ),
  );
  return violations;
}

interface Fixtures {
  /** Uncaught errors and console errors of the page; asking for it fails the test on any. */
  errors: string[];
  /** Fails every test on an uncaught error in any page of its context (always on). */
  // biome-ignore lint/suspicious/noConfusingVoidType: Playwright's type for an automatic fixture that gives no value
  pageErrors: void;
}

interface Options {
  /**
   * Turns the uncaught-error check off, for a test that provokes such an error on purpose:
   * `test.use({ allowPageErrors: 'why' })` in that test's own describe block.
   */
  allowPageErrors: string | false;
}

/**
 * Every browser test imports `test` from here, so an uncaught error in the host page fails it
 * even when the test never asks for `errors`.
 */
export const test = base.extend<Fixtures & Options>({
  allowPageErrors: [false, { option: true }],
  pageErrors: [
    async ({ context, allowPageErrors }, use) => {
      const uncaught: string[] = [];
      const record = (error: Error) => uncaught.push(error.stack ?? error.message);
      context.on('weberror', (webError) => record(webError.error()));
      await use();
      if (!allowPageErrors) expect(uncaught, 'uncaught errors in the page').toEqual([]);
    },
    { auto: true },
  ],
  errors: async ({ page }, use) => {
    const errors = watchErrors(page);
    await use(errors);
    expect(errors, 'uncaught errors in the host page').toEqual([]);
  },
});
export { expect };
