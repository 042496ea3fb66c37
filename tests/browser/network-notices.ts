import type { Page } from '@playwright/test';

/**
 * Resolves once the network notices' part and its English texts have arrived: they load as a
 * part of their own once a widget shows them (src/parts/network), so a test that goes offline
 * first waits for them. Call it before the step that shows the widget.
 */
export const networkNoticesLoaded = (page: Page) =>
  Promise.all([page.waitForResponse(/\/NetworkNotices-[\w-]+\.js$/), page.waitForResponse(/\/i18n\/network-en-[\w-]+\.js$/)]);
