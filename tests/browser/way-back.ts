/** The way back from the sandbox's pay page, made offline: offline-page.spec.ts and the fault schedules (fault-journey.ts). */
import type { BrowserContext, Page } from '@playwright/test';

/**
 * The next time the pay page takes a card: it is taken online, then the network goes before the
 * browser follows the way back to the shop. (The provider's 303 is handed on as a page that goes
 * back a moment later, as many providers' return pages do: the browser cannot be taken offline
 * while it holds the 303 itself.) Resolves once the watch is set; `offline` once the network went.
 */
export async function offlineOnTheWayBack(page: Page, context: BrowserContext, api: string): Promise<{ offline: Promise<void> }> {
  const pay = `${api}/sandbox/pay/**`;
  let taken!: () => void;
  const took = new Promise<void>((resolve) => (taken = resolve));
  await page.route(pay, async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    const answer = await route.fetch({ maxRedirects: 0 });
    const back = answer.headers().location ?? '';
    await route.fulfill({ status: 200, contentType: 'text/html', body: `<meta http-equiv="refresh" content="1;url=${back.replace(/"/g, '&quot;')}">` });
    taken();
  });
  return {
    offline: took.then(async () => {
      await page.unroute(pay);
      await context.setOffline(true);
    }),
  };
}
