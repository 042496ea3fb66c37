/**
 * The hosted shop under the policy its server sends (examples/serve/headers.ts; README, "Serving
 * dist/"): every route shows its widget with no Content-Security-Policy violation, and the
 * response carries the headers a shop should.
 */
import { expect, test, watchViolations } from './fixtures';
import { firstOrderId, shopRoutes } from './shop-route-list';
import { urls } from './urls';

test('every shop route passes its own Content-Security-Policy', async ({ page, request, errors }) => {
  test.setTimeout(120_000);
  const violations = await watchViolations(page);
  for (const [path, tag] of shopRoutes(await firstOrderId(request))) {
    const response = await page.goto(urls.shop + path);
    expect(response?.headers()['content-security-policy'], path).toContain("frame-ancestors 'self'");
    await expect(page.locator(tag).first(), path).toBeVisible();
    // The route's first screen is up: its widget has rendered into its shadow root.
    await expect
      .poll(
        () =>
          page
            .locator(tag)
            .first()
            .evaluate((el) => (el.shadowRoot?.childElementCount ?? 0) > 0),
        { message: path },
      )
      .toBe(true);
    expect(violations, path).toEqual([]);
  }
  expect(errors).toEqual([]);
});
