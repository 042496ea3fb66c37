/**
 * The hosted shop's page for a navigation made while offline (ARCHITECTURE.md §offline-page):
 * our own words instead of the browser's error page, in the visitor's language, reloading itself
 * every few seconds so that it goes on to the page asked for once the network is back (above
 * all the order page the payment page sends the visitor back to). No script and no style: it
 * runs under a policy that allows nothing.
 */
import type { Language } from '../../src/i18n/languages';

/** How often the page asks again while the network is away. */
export const OFFLINE_RETRY_SECONDS = 3;

export interface OfflineTexts {
  title: string;
  text: string;
}

const asText = (text: string) => text.replace(/[&<>"]/g, (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot' }[c]};`);

export function offlineHtml(language: Language, texts: OfflineTexts): string {
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="${OFFLINE_RETRY_SECONDS}">
<title>${asText(texts.title)}</title>
</head>
<body>
<main>
<h1>${asText(texts.title)}</h1>
<p>${asText(texts.text)}</p>
</main>
</body>
</html>`;
}

/** Nothing may run or load in it: the page is text only. */
export const OFFLINE_PAGE_POLICY = "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";
