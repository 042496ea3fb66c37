import { startAll } from '../../examples/serve/start.ts';
import { webkit } from './webkit';
import { chromium } from './puppeteer';
import { User } from './user';
import { mkdtempSync } from 'node:fs';
const running = await startAll({ ports: { shop: 0, examples: 0, cdn: 0, api: 0 }, dataDir: mkdtempSync('/tmp/rl-dbg-'), fresh: true, timeScale: 0.2 });
for (const make of [webkit, chromium]) {
const engine = await make();
const tab = await engine.open({ width: 390, height: 844 });
const user = new User(tab);
await user.goto(`${running.urls.shop}/event/101`);
await user.click({ role: 'button', name: /^Photo 1 of \d+$/, within: 'racelens-event-gallery' });
await user.click({ role: 'button', name: /^Add the photo for /, within: 'racelens-event-gallery' });
await user.see({ role: 'link', name: 'Cart, 1 item', within: 'racelens-cart-drawer[slot="cart"]' });
await user.navigate('/order');
await user.see({ role: 'textbox', name: 'E-mail address for delivery', within: 'racelens-checkout' }).catch(e => console.log(e.message));
await new Promise((r) => setTimeout(r, 1000));
console.log(engine.name, await tab.run(`
  const el = rl.find({ role: 'button', name: /^Pay /, within: 'racelens-checkout' });
  if (!el) return 'no pay button: ' + [...rl.deep(document)].filter(e => e.localName === 'button').map(rl.name).join(' | ');
  el.scrollIntoView({ block: 'center' });
  await new Promise(r => setTimeout(r, 300));
  const b = el.getBoundingClientRect();
  const x = b.left + b.width / 2, y = b.top + b.height / 2;
  let top = document.elementFromPoint(x, y); const chain = [top.localName];
  while (top && top.shadowRoot) { const inner = top.shadowRoot.elementFromPoint(x, y); if (!inner || inner === top) break; top = inner; chain.push(top.localName + '.' + top.className); }
  const pr = top.getBoundingClientRect();
  return { button: [b.left, b.top, b.width, b.height], chain, p: [pr.left, pr.top, pr.width, pr.height], text: top.textContent.slice(0, 100), pos: getComputedStyle(top).position, parent: top.parentElement?.className };
`));
await tab.close(); await engine.close();
}
await running.close();
