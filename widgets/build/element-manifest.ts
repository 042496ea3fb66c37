/**
 * What an element library ships to developers, made from the widgets' descriptors
 * (widgets/*\/descriptor.ts: their attributes, properties, events and parts, each with its
 * description), the UI kit's parts and the theme's custom properties, through
 * widgets/build/reference.ts — the same reference docs/API.md shows and the tests hold to the code:
 *
 *   dist/custom-elements.json  the Custom Elements Manifest (schema 2.1) for editors and tools
 *   dist/types/elements.d.ts   each element's interface and its HTMLElementTagNameMap entry
 *   dist/types/jsx.d.ts        React 19 JSX IntrinsicElements: attributes, properties and typed
 *                              `onracelens:*` handlers (React 19 listens to `on<event name>`)
 *   dist/types/vue.d.ts        Vue 3 GlobalComponents, for vue-tsc and Volar
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { WidgetDescriptor } from '../../src/runtime/descriptor.ts';
import type { DocElement } from './api-docs.ts';
import { type DescribedWidget, partsOfWidget, reference } from './reference.ts';

const TS_TYPES: Record<string, string> = { string: 'string', number: 'number', boolean: 'boolean' };

/** `racelens-race-map` → `RacelensRaceMapElement`. */
export const interfaceName = (tag: string): string => `${tag.replace(/(^|-)(\w)/g, (_, _dash: string, c: string) => c.toUpperCase())}Element`;

/** Markdown cell → plain text (code spans and escapes undone). */
const plain = (cell: string) =>
  cell
    .replace(/`([^`]*)`/g, '$1')
    .replace(/\\\|/g, '|')
    .replace(/\*\*?([^*]+)\*\*?/g, '$1')
    .trim();

export function customElementsManifest(widgets: readonly DescribedWidget[], chunkOf: (tag: string) => string) {
  const ref = reference(widgets);
  const descriptors = new Map<string, WidgetDescriptor>(widgets.map((w) => [w.descriptor.tag, w.descriptor]));
  return {
    schemaVersion: '2.1.0',
    modules: ref.elements.map((element) => {
      const descriptor = descriptors.get(element.tag)!;
      const name = interfaceName(element.tag);
      const path = chunkOf(element.tag);
      return {
        kind: 'javascript-module',
        path,
        declarations: [
          {
            kind: 'class',
            name,
            tagName: element.tag,
            customElement: true,
            summary: descriptor.summary,
            description: plain(element.description),
            superclass: { name: 'HTMLElement' },
            attributes: element.attributes.map((a) => ({
              name: a.attribute,
              fieldName: a.property,
              type: { text: TS_TYPES[a.type] ?? a.type },
              description: plain(a.description),
              ...defaultOf(descriptor.attributes[a.property]?.default),
            })),
            members: element.attributes.map((a) => ({
              kind: 'field',
              name: a.property,
              privacy: 'public',
              type: { text: `${TS_TYPES[a.type] ?? a.type} | undefined` },
              attribute: a.attribute,
              description: plain(a.description),
              ...defaultOf(descriptor.attributes[a.property]?.default),
            })),
            events: element.events.map((e) => ({
              name: e.event,
              type: { text: `CustomEvent<${e.detail}>` },
              description: plain(e.description),
            })),
            cssProperties: ref.customProperties.map((p) => ({
              name: p.property,
              default: p.default,
              description: plain(p.description),
            })),
            cssParts: partsOfWidget(descriptor).map((p) => ({ name: p.name, description: plain(p.description) })),
          },
        ],
        exports: [{ kind: 'custom-element-definition', name: element.tag, declaration: { name, module: path } }],
      };
    }),
  };
}

/** A default as the manifest writes it: the JavaScript expression. */
const defaultOf = (value: string | number | boolean | undefined) => (value === undefined ? {} : { default: JSON.stringify(value) });

const quote = (name: string) => `'${name}'`;
/** The detail types of an element's events, one per event name (a name may be documented twice). */
const eventsOf = (element: DocElement) => {
  const details = new Map<string, string[]>();
  for (const e of element.events) details.set(e.event, [...(details.get(e.event) ?? []), e.detail]);
  return [...details].map(([event, types]) => ({ event, detail: types.join(' | ') }));
};

function elementsDts(elements: DocElement[]): string {
  const interfaces = elements.map((element) => {
    const fields = element.attributes.map((a) => `  ${a.property}?: ${TS_TYPES[a.type] ?? a.type};`);
    return `/** \`<${element.tag}>\`: ${plain(element.description).replace(/\*\//g, '*\\/')} */\nexport interface ${interfaceName(element.tag)} extends HTMLElement {\n${fields.join('\n')}\n}`;
  });
  return `// Generated from the widgets' descriptors by widgets/build/element-manifest.ts.
${interfaces.join('\n\n')}

declare global {
  interface HTMLElementTagNameMap {
${elements.map((e) => `    ${quote(e.tag)}: ${interfaceName(e.tag)};`).join('\n')}
  }
}
`;
}

/** Attributes as written in markup (dashed, any value that stringifies) and properties (typed). */
const attributesAndProperties = (element: DocElement) =>
  element.attributes.flatMap((a) => {
    const type = TS_TYPES[a.type] ?? a.type;
    const attribute = type === 'boolean' ? 'boolean | string' : type === 'number' ? 'number | string' : 'string';
    return a.attribute === a.property
      ? [`${quote(a.property)}?: ${type === 'string' ? type : attribute}`]
      : [`${quote(a.attribute)}?: ${attribute}`, `${a.property}?: ${type}`];
  });

function jsxDts(elements: DocElement[]): string {
  const entries = elements.map((element) => {
    const own = [
      ...attributesAndProperties(element),
      ...eventsOf(element).map(({ event, detail }) => `${quote(`on${event}`)}?: (event: CustomEvent<${detail}>) => void`),
    ];
    return `      ${quote(element.tag)}: RacelensProps<${interfaceName(element.tag)}> & {\n${own.map((l) => `        ${l};`).join('\n')}\n      };`;
  });
  return `// Generated from the widgets' descriptors by widgets/build/element-manifest.ts: the racelens-* tags in React 19 JSX.
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { ${elements.map((e) => interfaceName(e.tag)).join(', ')} } from './elements.js';

type RacelensProps<E extends HTMLElement> = DetailedHTMLProps<HTMLAttributes<E>, E>;

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
${entries.join('\n')}
    }
  }
}
`;
}

/** `racelens:cart-change` → `onRacelens:cartChange`, the prop Vue makes of `@racelens:cart-change`. */
const vueListener = (event: string) => `on${event.charAt(0).toUpperCase()}${event.slice(1).replace(/-(\w)/g, (_, c: string) => c.toUpperCase())}`;

function vueDts(elements: DocElement[]): string {
  const entries = elements.map((element) => {
    const own = [
      ...attributesAndProperties(element),
      ...eventsOf(element).map(({ event, detail }) => `${quote(vueListener(event))}?: (event: CustomEvent<${detail}>) => void`),
    ];
    return `    ${quote(element.tag)}: RacelensComponent<${interfaceName(element.tag)}, {\n${own.map((l) => `      ${l};`).join('\n')}\n    }>;`;
  });
  return `// Generated from the widgets' descriptors by widgets/build/element-manifest.ts: the racelens-* tags for vue-tsc.
// Tell Vue's compiler they are custom elements: compilerOptions.isCustomElement (see the README).
import type { AllowedComponentProps, HTMLAttributes, VNodeProps } from 'vue';
import type { ${elements.map((e) => interfaceName(e.tag)).join(', ')} } from './elements.js';

type RacelensComponent<E extends HTMLElement, P> = new () => E & { $props: HTMLAttributes & AllowedComponentProps & VNodeProps & P };

declare module 'vue' {
  interface GlobalComponents {
${entries.join('\n')}
  }
}
`;
}

/** The three typings' texts: the element interfaces with HTMLElementTagNameMap, React's JSX, Vue's components. */
export function elementTypings(widgets: readonly DescribedWidget[]): { elements: string; jsx: string; vue: string } {
  const elements = reference(widgets).elements;
  return { elements: elementsDts(elements), jsx: jsxDts(elements), vue: vueDts(elements) };
}

const write = (file: string, text: string) => {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
};

/** Writes the manifest and the three typings; `chunkOf` names the file that defines a tag. */
export function writeElementManifest(widgets: readonly DescribedWidget[], files: { manifest: string; types: string }, chunkOf: (tag: string) => string): void {
  write(files.manifest, `${JSON.stringify(customElementsManifest(widgets, chunkOf), null, 2)}\n`);
  const typings = elementTypings(widgets);
  write(`${files.types}/elements.d.ts`, typings.elements);
  write(`${files.types}/jsx.d.ts`, typings.jsx);
  write(`${files.types}/vue.d.ts`, typings.vue);
}
