/**
 * The reference against the code, in both directions (tests/fixtures/api-docs.ts: the elements,
 * parts and custom properties come from the descriptors, the UI kit and the theme, as docs/API.md
 * shows them; the rest from docs/API.md): every element it documents is in the registry (and
 * every public one is documented); its attributes are exactly the element's observed attributes,
 * with the documented property and type; its events are exactly the element's `events`
 * (onFoo → racelens:foo); page events, loader data-* attributes, CSS custom properties and
 * ::part names exist, and none that exists is left out. The element classes are the real ones,
 * defined by importing each widget's element.ts entry; only defineWidget is wrapped to record
 * the attribute types and events each element is defined with (its generated runtime descriptor).
 */

import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { type AttributeType, attributesOf, dashed, eventName } from '../../src/elements/define';
import { DEFAULT_LAYER } from '../../src/theme/themes';
import { TOKEN_PROPERTIES } from '../../src/theme/tokens';
import { widgets } from '../../widgets/registry';
import { readApiDocs } from '../fixtures/api-docs';
import { partsInFile, partsOfEntry, repoRoot } from '../fixtures/source-scan';

const recorded = vi.hoisted(() => new Map<string, { props?: Record<string, string>; events?: string[] }>());

vi.mock('../../src/runtime/define-widget', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../src/runtime/define-widget')>();
  return {
    ...actual,
    defineWidget: ((component) => {
      recorded.set(component.tag, { props: { ...component.descriptor.props }, events: [...(component.descriptor.events ?? [])] });
      return actual.defineWidget(component);
    }) as typeof actual.defineWidget,
  };
});

const docs = readApiDocs();
const isDemo = (tag: string) => tag.startsWith('racelens-demo-');
const publicTags = Object.keys(widgets).filter((tag) => !isDemo(tag));
const sorted = <T>(values: Iterable<T>) => [...values].sort();

beforeAll(async () => {
  // Each entry defines its element, as the loader's import of its chunk does.
  for (const tag of publicTags) await import(/* @vite-ignore */ `../../${widgets[tag as keyof typeof widgets].entry}`);
  // The first entry starts the page and is defined a task later (src/runtime/define-widget.ts).
  await Promise.all(publicTags.map((tag) => customElements.whenDefined(tag)));
}, 30_000);

describe('docs/API.md: elements', () => {
  it('documents every element of the registry but the demos, and nothing else', () => {
    expect(sorted(docs.elements.map((e) => e.tag))).toEqual(sorted(publicTags));
  });

  for (const element of docs.elements) {
    describe(element.tag, () => {
      it('documents exactly the observed attributes, each with its camelCase property and type', () => {
        const ctor = customElements.get(element.tag) as (CustomElementConstructor & { observedAttributes: string[] }) | undefined;
        expect(ctor, `${element.tag} is not defined by its entry`).toBeDefined();
        // Each documented attribute, and for camelCase properties the lowercased spelling too
        // (`eventid`, what JSX sets on an element not defined yet).
        expect(sorted(element.attributes.flatMap((a) => attributesOf(a.property)))).toEqual(sorted(ctor!.observedAttributes));
        const types = recorded.get(element.tag)?.props ?? {};
        for (const a of element.attributes) {
          expect(dashed(a.property), `${a.attribute}: the property is the attribute in camelCase`).toBe(a.attribute);
          expect(Object.getOwnPropertyDescriptor(ctor!.prototype, a.property)?.set, `${element.tag}.${a.property} is a property`).toBeTypeOf('function');
          expect(a.type, `${element.tag} ${a.attribute}`).toBe(types[a.property] as AttributeType);
        }
      });

      it('documents exactly the events the element dispatches', () => {
        const events = (recorded.get(element.tag)?.events ?? []).map(eventName);
        expect(sorted(new Set(element.events.map((e) => e.event)))).toEqual(sorted(events));
      });

      it('dispatches each documented event from the element, bubbling and composed', () => {
        // The element turns its callback props into DOM events: call the callbacks r2wc holds.
        const host = document.createElement(element.tag);
        const props = (host as unknown as Record<symbol, Record<string, (d: unknown) => void>>)[Symbol.for('r2wc.props')]!;
        for (const { event } of element.events) {
          const callback = (recorded.get(element.tag)?.events ?? []).find((c) => eventName(c) === event)!;
          const seen: Event[] = [];
          host.addEventListener(event, (e) => seen.push(e), { once: true });
          props[callback]!({ probe: event });
          expect(seen, event).toHaveLength(1);
          expect(seen[0]).toMatchObject({ bubbles: true, composed: true, detail: { probe: event } });
        }
      });
    });
  }
});

describe('docs/API.md: the loader and the page', () => {
  const loader = readFileSync(`${repoRoot}/widgets/loader.ts`, 'utf8');

  it('documents exactly the data-* attributes the loader reads, with their configure() option', () => {
    const read = new Set([...loader.matchAll(/\bdata\.(\w+)/g)].map((m) => `data-${dashed(m[1]!)}`));
    expect(sorted(docs.loaderData.map((d) => d.attribute))).toEqual(sorted(read));
    for (const { attribute, option } of docs.loaderData) {
      const key = attribute.replace(/^data-/, '').replace(/-(\w)/g, (_, c: string) => c.toUpperCase());
      expect(loader, `${attribute} → ${option}`).toMatch(new RegExp(`fromScript\\.${option} = [^;]*data\\.${key}\\b`));
    }
  });

  it('names only page events the code dispatches or listens for', () => {
    const source = execFileSync('grep', ['-rhoE', "racelens:[a-z-]+|emit\\('[a-z-]+'", 'src', 'widgets'], { cwd: repoRoot }).toString();
    const found = new Set(source.split('\n').map((s) => s.replace(/^emit\('/, 'racelens:').replace(/'$/, '')));
    for (const { event, direction } of docs.pageEvents) {
      expect(found.has(event), `${event} in src/ or widgets/`).toBe(true);
      expect(['in', 'out']).toContain(direction);
    }
    const listened = new Set(
      [
        ...execFileSync('grep', ['-rhoE', "addEventListener\\('racelens:[a-z-]+'", 'src', 'widgets/shop'], { cwd: repoRoot })
          .toString()
          .matchAll(/racelens:[a-z-]+/g),
      ].map((m) => m[0]),
    );
    // What the SDK listens for on document is documented as "in" (the shop's own router aside).
    for (const event of listened) {
      if (['racelens:navigate', 'racelens:feedback', 'racelens:configure'].includes(event)) continue;
      expect(
        docs.pageEvents.some((p) => p.event === event && p.direction === 'in'),
        `${event} documented as "in"`,
      ).toBe(true);
    }
  });
});

describe('docs/API.md: styling', () => {
  it('documents exactly the theme’s custom properties, with the default theme’s values', () => {
    const byProperty = new Map<string, keyof typeof TOKEN_PROPERTIES>(
      Object.entries(TOKEN_PROPERTIES).map(([token, property]) => [property, token as keyof typeof TOKEN_PROPERTIES]),
    );
    expect(sorted(docs.customProperties.map((p) => p.property))).toEqual(sorted(byProperty.keys()));
    for (const { property, default: value } of docs.customProperties) expect(value, property).toBe(DEFAULT_LAYER.tokens[byProperty.get(property)!]);
  });

  it('documents exactly the ::part names of the components, each on elements that can show it', () => {
    const files = execFileSync('grep', ['-rl', 'part=', 'src', 'widgets', '--include=*.tsx'], { cwd: repoRoot })
      .toString()
      .trim()
      .split('\n')
      .filter((f) => !f.includes('/demo/'));
    const inSource = new Set(files.flatMap((f) => [...partsInFile(f)]));
    expect(sorted(docs.parts.map((p) => p.part))).toEqual(sorted(inSource));
    for (const { part, elements } of docs.parts) {
      if (elements === 'ui-kit') continue;
      expect(elements.length, `${part} names its elements`).toBeGreaterThan(0);
      for (const tag of elements) {
        const entry = widgets[tag as keyof typeof widgets]?.entry;
        expect(entry, `${part}: ${tag} is an element`).toBeDefined();
        expect(partsOfEntry(entry!).has(part), `${tag} can show ::part(${part})`).toBe(true);
      }
    }
    // UI-kit parts are the ones of src/ui.
    const uiKit = new Set(files.filter((f) => f.startsWith('src/ui/')).flatMap((f) => [...partsInFile(f)]));
    expect(sorted(docs.parts.filter((p) => p.elements === 'ui-kit').map((p) => p.part))).toEqual(sorted(uiKit));
  });
});
