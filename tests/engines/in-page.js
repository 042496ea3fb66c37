// Evaluated in the page before each query of an engine-neutral test (tests/engines/user.ts):
// finds elements by role and accessible name the way a user sees them, through open shadow
// roots, and says where a pointer would have to go to press them. The accessible name is a
// simplified version of the spec's computation: aria-labelledby, aria-label, labels, alt, text.
(() => {
  const deep = function* (root) {
    for (const el of root.querySelectorAll('*')) {
      yield el;
      if (el.shadowRoot) yield* deep(el.shadowRoot);
    }
  };
  const textboxTypes = ['text', 'email', 'search', 'tel', 'url', 'password', ''];
  const implicitRole = (el) => {
    const tag = el.localName;
    if (tag === 'button') return 'button';
    if (tag === 'a' && el.hasAttribute('href')) return 'link';
    if (/^h[1-6]$/.test(tag)) return 'heading';
    if (tag === 'textarea') return 'textbox';
    if (tag === 'dialog') return 'dialog';
    if (tag === 'img') return 'img';
    if (tag === 'input') {
      const type = (el.getAttribute('type') || '').toLowerCase();
      if (textboxTypes.includes(type)) return 'textbox';
      if (type === 'checkbox') return 'checkbox';
      if (['button', 'submit', 'reset'].includes(type)) return 'button';
    }
    return '';
  };
  const shown = (el) => {
    const style = getComputedStyle(el);
    return style.display !== 'none' && style.visibility !== 'hidden' && el.getAttribute('aria-hidden') !== 'true';
  };
  /** The name an element gets from its content: text, and the alt or label of what it holds. */
  const content = (node) => {
    if (node.nodeType === 3) return node.textContent;
    if (node.nodeType !== 1 || !shown(node)) return '';
    const label = node.getAttribute('aria-label');
    const own = label ? label : node.localName === 'img' ? node.getAttribute('alt') || '' : [...node.childNodes].map(content).join('');
    return getComputedStyle(node).display.startsWith('inline') ? own : ` ${own} `;
  };
  const role = (el) => (el.getAttribute('role') || implicitRole(el)).split(' ')[0];
  // biome-ignore lint/performance/useDomNodeTextContent: the text a user sees (innerText leaves out hidden text), as a user would find it
  const text = (el) => (el.innerText ?? el.textContent ?? '').replace(/\s+/g, ' ').trim();
  const byId = (el, id) => {
    const root = el.getRootNode();
    return (root.getElementById ? root.getElementById(id) : null) || document.getElementById(id);
  };
  const name = (el) => {
    const labelledBy = el.getAttribute('aria-labelledby');
    if (labelledBy) {
      return labelledBy
        .split(/\s+/)
        .map((id) => byId(el, id))
        .filter(Boolean)
        .map(text)
        .join(' ')
        .trim();
    }
    const label = el.getAttribute('aria-label');
    if (label && label.trim()) return label.trim();
    if (el.labels && el.labels.length) return [...el.labels].map(text).join(' ').trim();
    if (el.localName === 'img') return (el.getAttribute('alt') || '').trim();
    if (['button', 'link', 'heading', 'tab', 'menuitem', 'option', 'checkbox'].includes(role(el))) {
      return [...el.childNodes].map(content).join('').replace(/\s+/g, ' ').trim();
    }
    return (el.getAttribute('title') || '').trim();
  };
  const visible = (el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
  const matches = (value, wanted) =>
    typeof wanted === 'string' ? value === wanted : new RegExp(wanted.source, wanted.flags).test(value);

  /** Where to look: the whole page, or inside the first element matching a CSS selector. */
  const scope = (within) => {
    if (!within) return document;
    for (const el of deep(document)) if (el.matches(within)) return el.shadowRoot || el;
    return null;
  };

  /** The first visible element with this role and name (q: { role, name, within }). */
  const find = (q) => {
    const root = scope(q.within);
    if (!root) return null;
    for (const el of deep(root)) if (role(el) === q.role && matches(name(el), q.name) && visible(el)) return el;
    return null;
  };

  /** The innermost element at a point, through shadow roots. */
  const topAt = (x, y) => {
    let el = document.elementFromPoint(x, y);
    while (el && el.shadowRoot) {
      const inner = el.shadowRoot.elementFromPoint(x, y);
      if (!inner || inner === el) break;
      el = inner;
    }
    return el;
  };
  const contains = (outer, inner) => {
    for (let node = inner; node; node = node.parentNode || node.host) if (node === outer) return true;
    return false;
  };

  const boxes = (window.__racelensBoxes ??= new WeakMap());

  /**
   * Scrolls the element into the middle of the view and gives the point a pointer must press,
   * or why it cannot yet (missing, or covered by something else).
   */
  const target = (q) => {
    const el = find(q);
    if (!el) {
      // Like a user looking for it: scroll on through the widget (long lists render only the
      // rows near the viewport).
      const host = q.within && scope(q.within);
      const box = host && (host.host || host).getBoundingClientRect();
      if (box && box.bottom > innerHeight) window.scrollBy(0, Math.round(innerHeight * 0.8));
      return { why: 'not found' };
    }
    let box = el.getBoundingClientRect();
    if (box.top < 0 || box.left < 0 || box.bottom > innerHeight || box.right > innerWidth) {
      el.scrollIntoView({ block: 'center', inline: 'center' });
      box = el.getBoundingClientRect();
    }
    // Only where it has come to rest (a scroll or an opening dialog's transition may still be
    // moving it): the same box as at the previous look. WebKit, for one, scrolls asynchronously.
    const where = [box.left, box.top, box.width, box.height].join();
    const before = boxes.get(el);
    boxes.set(el, where);
    if (before !== where) return { why: 'moving' };
    const x = Math.round(box.left + box.width / 2);
    const y = Math.round(box.top + box.height / 2);
    const top = topAt(x, y);
    // A label pressed for its control counts as the control.
    if (!contains(el, top) && !(el.labels && [...el.labels].some((l) => contains(l, top)))) {
      const what = top ? `<${top.localName}${top.className ? '.' + String(top.className).split(' ')[0] : ''}> "${text(top).slice(0, 40)}"` : 'nothing';
      return { why: `covered by ${what} at ${x},${y}` };
    }
    return { x, y };
  };

  /** Does some visible element (through shadow roots) show this text (a string it contains)? */
  const hasText = (wanted, within) => {
    const root = scope(within);
    if (!root) return false;
    const has = (value) => (typeof wanted === 'string' ? value.includes(wanted) : matches(value, wanted));
    for (const el of deep(root)) if (has(text(el)) && visible(el)) return true;
    return false;
  };

  return { find, name, target, hasText, deep };
})()
