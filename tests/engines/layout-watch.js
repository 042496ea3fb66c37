// Runs in every page before its own scripts (an init script in each engine), but only watches
// the pasted pages of tests/engines/pasted-pages.ts (paths under /pasted/). From the first
// animation frame on, every frame, until every widget shows its first view (defined, its
// strings loaded): how far the page's own elements (the light DOM of <body>, the widgets' hosts
// included) have moved since the first frame after parsing, and when the loader ran. Once a
// widget shows its view it may be taller than its room (a gallery with its photos): what
// follows it moves by exactly that growth, which is its content, not the embedding, and is
// taken out; until then nothing may move. The Layout Instability API exists only in Chromium; positions read every frame
// work in every engine. Read as `window.__racelensLayout`.
(() => {
  if (!location.pathname.startsWith('/pasted/') || window.__racelensLayout) return;
  const layout = { firstFrame: null, parsedFrame: null, loaderAt: null, viewAt: null, frames: 0, moved: 0, worst: '' };
  window.__racelensLayout = layout;
  const first = new Map();
  /** Widget host → its height in the first frame (its room). */
  const room = new Map();
  const viewed = new Set();
  const name = (el) => `${el.localName}${el.id ? `#${el.id}` : ''}`;
  const shown = (host) => customElements.get(host.localName) && host.shadowRoot && host.shadowRoot.querySelector('.rl-root:not([aria-busy="true"])');
  const follows = (el, host) => host !== el && !host.contains(el) && !!(host.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING);
  const sample = () => {
    const now = performance.now();
    layout.frames++;
    if (layout.firstFrame === null) layout.firstFrame = now;
    if (layout.loaderAt === null && window.Racelens && window.Racelens.version) layout.loaderAt = now;
    if (document.readyState !== 'loading' && document.body) {
      if (layout.parsedFrame === null) layout.parsedFrame = now;
      const elements = [...document.body.querySelectorAll('*')];
      const hosts = elements.filter((el) => el.localName.startsWith('racelens-'));
      const growth = new Map();
      for (const host of hosts) {
        const height = host.getBoundingClientRect().height;
        if (!room.has(host)) room.set(host, height);
        if (shown(host)) viewed.add(host);
        growth.set(host, viewed.has(host) ? height - room.get(host) : 0);
      }
      for (const el of elements) {
        const top = el.getBoundingClientRect().top + scrollY;
        if (!first.has(el)) first.set(el, top);
        const grown = hosts.reduce((sum, host) => (follows(el, host) ? sum + growth.get(host) : sum), 0);
        const moved = Math.abs(top - first.get(el) - grown);
        if (moved > layout.moved) {
          layout.moved = moved;
          layout.worst = `${name(el)} moved ${Math.round(moved)}px at ${Math.round(now)}ms`;
        }
      }
      if (hosts.length > 0 && hosts.every((host) => viewed.has(host))) layout.viewAt = now;
    }
    if (layout.viewAt === null) requestAnimationFrame(sample);
  };
  requestAnimationFrame(sample);
})();
