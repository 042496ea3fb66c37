/**
 * Wraps a React-API component into a `racelens-*` custom element (ARCHITECTURE.md §embedding,
 * ARCHITECTURE.md §toolchain-elements).
 *
 * r2wc does the mounting; this thin subclass fixes what r2wc gets wrong for us:
 * - the stylesheet is adopted into the open shadow root (r2wc injects no CSS; constructable
 *   sheets keep a strict CSP without 'unsafe-inline' working);
 * - attributes are parsed here: a boolean attribute is true when present (even without a value)
 *   unless it says "false", and removing an attribute resets its prop (r2wc keeps the old value);
 * - callback props named `onSomething` become DOM events `racelens:something` that bubble and
 *   cross shadow roots (r2wc would name them `something` and not compose them);
 * - defining a tag that already exists is a no-op, so two copies of the SDK can coexist;
 * - properties a framework set on the element before its code arrived (`el.eventId = 42`, Vue's
 *   props, React's) are kept and applied on upgrade (the "upgrade property" pattern), and the
 *   all-lowercase attribute an undefined element gets from JSX (`eventId` → `eventid`) counts
 *   like the dashed one (`event-id`).
 */
import r2wc from '@r2wc/react-to-web-component';
import type { ComponentType } from 'react';
import { attributesOf, eventName } from './names';
import { adoptStyles } from './styles';

export { attributesOf, dashed, eventName } from './names';

export type AttributeType = 'string' | 'number' | 'boolean';

export interface ElementOptions<P> {
  /** camelCase prop → attribute type; attributes are the dashed names (`eventId` → `event-id`). */
  props?: Partial<Record<keyof P & string, AttributeType>>;
  /** Callback props (`onCartChange`) to turn into DOM events (`racelens:cart-change`). */
  events?: Array<keyof P & string>;
  /** CSS text of the component, adopted into the shadow root after the shared theme sheet. */
  styles?: string[];
}

// r2wc keeps its state under these registered symbols; sharing them is how we patch props.
const PROPS = Symbol.for('r2wc.props');
const RENDER = Symbol.for('r2wc.render');

type R2wcInternals = HTMLElement & {
  [PROPS]: Record<string, unknown>;
  [RENDER](): void;
  connectedCallback(): void;
};

export function parseAttribute(type: AttributeType, value: string | null): unknown {
  if (value === null) return undefined;
  switch (type) {
    case 'boolean':
      return value.trim().toLowerCase() !== 'false';
    case 'number': {
      const n = Number(value.trim());
      return value.trim() !== '' && Number.isFinite(n) ? n : undefined;
    }
    default:
      return value;
  }
}

/** A function component of the React API (preact/compat's or React's); typed loosely so the shipped types need neither package. */
export type ElementComponent<P> = (props: P) => unknown;

export function defineElement<P extends object>(
  tag: string,
  component: ElementComponent<P>,
  options: ElementOptions<P> = {},
): CustomElementConstructor | undefined {
  if (typeof customElements === 'undefined') return undefined;
  const existing = customElements.get(tag);
  if (existing) return existing;

  const types = (options.props ?? {}) as Record<string, AttributeType>;
  const attributeToProp = new Map(Object.keys(types).flatMap((prop) => attributesOf(prop).map((a) => [a, prop] as const)));
  const events = (options.events ?? []) as string[];
  const styles = options.styles ?? [];

  // Only the shadow option goes to r2wc: attributes and events are handled below.
  const Base = r2wc(component as unknown as ComponentType<object>, { shadow: 'open', props: [] });

  class RacelensElement extends (Base as unknown as { new (): R2wcInternals }) {
    static get observedAttributes(): string[] {
      return [...attributeToProp.keys()];
    }

    /** Props set as properties before the upgrade: they win over attributes until it is done. */
    private early = new Set<string>();

    constructor() {
      super();
      const props = this[PROPS];
      for (const [attribute, prop] of attributeToProp) {
        const value = parseAttribute(types[prop]!, this.getAttribute(attribute));
        if (value !== undefined) props[prop] = value;
      }
      // An own property of the same name would hide the accessor below for good: take it off
      // and keep its value, over the attribute's, as if it had been set after the upgrade.
      for (const prop of Object.keys(types)) {
        if (!Object.hasOwn(this, prop)) continue;
        props[prop] = (this as unknown as Record<string, unknown>)[prop];
        delete (this as unknown as Record<string, unknown>)[prop];
        this.early.add(prop);
      }
      for (const callback of events) {
        props[callback] = (detail?: unknown) => this.dispatchEvent(new CustomEvent(eventName(callback), { detail, bubbles: true, composed: true }));
      }
    }

    // Upgrade runs the constructor, then attributeChangedCallback for each attribute present,
    // then connectedCallback: only then do attributes count again for early properties.
    override connectedCallback(): void {
      this.early.clear();
      super.connectedCallback();
      // After r2wc's mount: preact/compat empties the root on its first render, which would
      // take the <style> elements of browsers without constructable sheets with it.
      adoptStyles(this.shadowRoot!, styles);
    }

    attributeChangedCallback(attribute: string, _old: string | null, value: string | null): void {
      const prop = attributeToProp.get(attribute);
      if (!prop || this.early.has(prop)) return;
      // Removing one spelling (`eventid`) leaves the other (`event-id`) in force.
      const parsed = [value, ...attributesOf(prop).map((a) => this.getAttribute(a))].map((v) => parseAttribute(types[prop]!, v)).find((v) => v !== undefined);
      if (parsed === undefined) delete this[PROPS][prop];
      else this[PROPS][prop] = parsed;
      this[RENDER]();
    }
  }

  // Properties set from script (element.eventId = 42) take typed values as they are.
  for (const prop of Object.keys(types)) {
    Object.defineProperty(RacelensElement.prototype, prop, {
      configurable: true,
      enumerable: true,
      get(this: R2wcInternals) {
        return this[PROPS][prop];
      },
      set(this: R2wcInternals, value: unknown) {
        this[PROPS][prop] = value;
        this[RENDER]();
      },
    });
  }

  customElements.define(tag, RacelensElement as unknown as CustomElementConstructor);
  return RacelensElement as unknown as CustomElementConstructor;
}
