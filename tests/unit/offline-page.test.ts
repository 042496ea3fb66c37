/** The hosted shop's offline page (widgets/shop/offline-page.ts): text only, and it asks again by itself. */
import { describe, expect, it } from 'vitest';
import { OFFLINE_PAGE_POLICY, OFFLINE_RETRY_SECONDS, offlineHtml } from '../../widgets/shop/offline-page';

describe('the offline page', () => {
  const html = offlineHtml('cs', { title: 'Čekáme na připojení', text: 'Jste <offline> & "bez sítě"' });

  it('is in the visitor’s language and reloads itself every few seconds', () => {
    expect(html).toContain('<html lang="cs">');
    expect(html).toContain(`<meta http-equiv="refresh" content="${OFFLINE_RETRY_SECONDS}">`);
    expect(html).toContain('<h1>Čekáme na připojení</h1>');
  });

  it('puts its texts in as text, and nothing runs or loads in it', () => {
    expect(html).toContain('Jste &lt;offline&gt; &amp; &quot;bez sítě&quot;');
    expect(html).not.toMatch(/<script|<style|<link|<img/);
    expect(OFFLINE_PAGE_POLICY).toContain("default-src 'none'");
  });
});
