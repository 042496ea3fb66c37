import { afterEach, describe, expect, it } from 'vitest';
import { defineElement, eventName, parseAttribute } from '../../src/elements/define';

interface ProbeProps {
  label?: string;
  count?: number;
  compact?: boolean;
  onPick?: (detail: { label?: string }) => void;
}

function Probe({ label = 'none', count, compact, onPick }: ProbeProps) {
  return (
    <button type="button" data-compact={String(compact)} data-count={String(count)} onClick={() => onPick?.({ label })}>
      {label}
    </button>
  );
}

let n = 0;
const uniqueTag = () => `racelens-probe-${++n}`;

const flush = () => new Promise((r) => setTimeout(r, 0));

async function mount(tag: string, html: string) {
  document.body.innerHTML = html;
  await flush();
  const host = document.body.querySelector(tag) as HTMLElement;
  return { host, button: () => host.shadowRoot!.querySelector('button')! };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('attribute parsing', () => {
  it('parses booleans by presence, "false" as false, numbers as numbers', () => {
    expect(parseAttribute('boolean', '')).toBe(true);
    expect(parseAttribute('boolean', 'compact')).toBe(true);
    expect(parseAttribute('boolean', 'false')).toBe(false);
    expect(parseAttribute('boolean', null)).toBeUndefined();
    expect(parseAttribute('number', '42')).toBe(42);
    expect(parseAttribute('number', ' 7 ')).toBe(7);
    expect(parseAttribute('number', 'x')).toBeUndefined();
    expect(parseAttribute('number', '')).toBeUndefined();
    expect(parseAttribute('string', 'a b')).toBe('a b');
  });

  it('names events racelens:kebab-case', () => {
    expect(eventName('onCartChange')).toBe('racelens:cart-change');
    expect(eventName('onPick')).toBe('racelens:pick');
  });
});

describe('defineElement', () => {
  it('renders into an open shadow root with typed props from attributes', async () => {
    const tag = uniqueTag();
    defineElement(tag, Probe, { props: { label: 'string', count: 'number', compact: 'boolean' } });
    const { host, button } = await mount(tag, `<${tag} label="Hello" count="3" compact></${tag}>`);
    expect(host.shadowRoot).not.toBeNull();
    expect(button().textContent).toBe('Hello');
    expect(button().dataset.count).toBe('3');
    // A valueless boolean attribute means true (r2wc alone would leave it undefined).
    expect(button().dataset.compact).toBe('true');
  });

  it('updates on attribute change and resets a prop when its attribute is removed', async () => {
    const tag = uniqueTag();
    defineElement(tag, Probe, { props: { label: 'string', compact: 'boolean' } });
    const { host, button } = await mount(tag, `<${tag} label="One" compact></${tag}>`);
    host.setAttribute('label', 'Two');
    host.setAttribute('compact', 'false');
    await flush();
    expect(button().textContent).toBe('Two');
    expect(button().dataset.compact).toBe('false');
    host.removeAttribute('label');
    host.removeAttribute('compact');
    await flush();
    expect(button().textContent).toBe('none');
    expect(button().dataset.compact).toBe('undefined');
  });

  it('accepts typed values through properties', async () => {
    const tag = uniqueTag();
    defineElement(tag, Probe, { props: { count: 'number' } });
    const { host, button } = await mount(tag, `<${tag}></${tag}>`);
    (host as unknown as { count: number }).count = 12;
    await flush();
    expect(button().dataset.count).toBe('12');
  });

  it('turns callback props into events that bubble and cross the shadow root', async () => {
    const tag = uniqueTag();
    defineElement(tag, Probe, { props: { label: 'string' }, events: ['onPick'] });
    const { button } = await mount(tag, `<div id="outer"><${tag} label="Mine"></${tag}></div>`);
    const seen: unknown[] = [];
    document.getElementById('outer')!.addEventListener('racelens:pick', (e) => {
      seen.push((e as CustomEvent).detail);
      expect((e as CustomEvent).composed).toBe(true);
    });
    button().click();
    expect(seen).toEqual([{ label: 'Mine' }]);
  });

  it('tolerates a second definition of the same tag', () => {
    const tag = uniqueTag();
    const first = defineElement(tag, Probe, {});
    const second = defineElement(tag, () => <p>other</p>, {});
    expect(second).toBe(first);
    expect(customElements.get(tag)).toBe(first);
  });

  it('adopts the component stylesheet into the shadow root instead of injecting <style>', async () => {
    const tag = uniqueTag();
    defineElement(tag, Probe, { styles: ['button { color: rgb(1, 2, 3); }'] });
    const { host } = await mount(tag, `<${tag}></${tag}>`);
    const sheets = host.shadowRoot!.adoptedStyleSheets;
    expect(sheets.length).toBeGreaterThanOrEqual(2);
    expect(host.shadowRoot!.querySelector('style')).toBeNull();
  });
});

describe('before the element is defined (frameworks render first, the loader defines later)', () => {
  function Event({ eventId, label }: { eventId?: number; label?: string }) {
    return (
      <p>
        {eventId === undefined ? 'no event' : `event ${eventId}`} {label ?? ''}
      </p>
    );
  }
  const text = (host: Element) => host.shadowRoot!.querySelector('p')!.textContent!.trim();

  it('keeps properties set on the element before its upgrade', async () => {
    const tag = uniqueTag();
    const host = document.createElement(tag) as HTMLElement & { eventId?: number; label?: string };
    host.eventId = 101;
    host.label = 'early';
    document.body.append(host);
    defineElement(tag, Event, { props: { eventId: 'number', label: 'string' } });
    await flush();
    expect(text(host)).toBe('event 101 early');
    // The accessor works afterwards: the early value did not hide it.
    host.eventId = 7;
    await flush();
    expect(text(host)).toBe('event 7 early');
  });

  it('lets a property set before the upgrade win over an attribute', async () => {
    const tag = uniqueTag();
    document.body.innerHTML = `<${tag} event-id="1"></${tag}>`;
    const host = document.body.querySelector(tag) as HTMLElement & { eventId?: number };
    host.eventId = 2;
    defineElement(tag, Event, { props: { eventId: 'number' } });
    await flush();
    expect(text(host)).toBe('event 2');
  });

  it('reads the lowercased attribute JSX sets (eventId → eventid) like the dashed one', async () => {
    const tag = uniqueTag();
    defineElement(tag, Event, { props: { eventId: 'number' } });
    const { host } = await mount(tag, `<${tag} eventid="101"></${tag}>`);
    expect(text(host)).toBe('event 101');
    host.setAttribute('eventid', '102');
    await flush();
    expect(text(host)).toBe('event 102');
    host.setAttribute('event-id', '5');
    host.removeAttribute('eventid');
    await flush();
    expect(text(host)).toBe('event 5');
  });
});
