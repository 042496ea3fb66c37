/**
 * Helpers for play functions. Widgets render in open shadow roots, which Testing Library's
 * queries do not pierce: take the widget's root with `widget()` and query inside it with
 * `within(root)` or `find()`. Every helper waits (5 s) and then throws, so a play function that
 * does not reach the state it is after fails instead of quietly ending early.
 */
import { configure, waitFor, within } from 'storybook/test';

const TIMEOUT = 5000;

/** The start of a root's markup, to show in a failure what the widget rendered instead. */
const markup = (root: ParentNode) => ((root as Element | ShadowRoot).innerHTML ?? '').replace(/\s+/g, ' ').slice(0, 1200);

/** The shadow root of the first `tag` element in the story, once the widget has rendered in it. */
export async function widget(canvas: HTMLElement, tag: string): Promise<ShadowRoot> {
  let root: ShadowRoot | null | undefined = null;
  await waitFor(
    () => {
      root = canvas.querySelector(tag)?.shadowRoot;
      if (!root?.querySelector('*:not(style)')) throw new Error(`<${tag}> has not rendered`);
    },
    { timeout: TIMEOUT },
  );
  return root!;
}

// Testing Library prints the container when a query fails, and cannot print a shadow root.
configure({
  getElementError: (message, container) => {
    const error = new Error(`${message ?? ''}\n\nIn: ${container ? markup(container) : ''}`);
    error.name = 'TestingLibraryElementError';
    return error;
  },
});

/** Testing Library's queries bound to a shadow root (roles, labels and texts inside it). */
export const inside = (root: ShadowRoot | HTMLElement) => within(root as unknown as HTMLElement);

const matches = (el: Element, text: string | RegExp | undefined) => {
  if (text === undefined) return true;
  const content = (el.textContent ?? '').replace(/\s+/g, ' ').trim();
  return typeof text === 'string' ? content === text : text.test(content);
};

/** The first element matching `selector` (and `text`, exact or a pattern), once it is there. */
export async function find<T extends HTMLElement = HTMLElement>(root: ParentNode, selector: string, text?: string | RegExp): Promise<T> {
  let found: T | undefined;
  await waitFor(
    () => {
      found = [...root.querySelectorAll<T>(selector)].find((el) => matches(el, text));
      if (!found) throw new Error(`${selector}${text === undefined ? '' : ` "${String(text)}"`} did not appear in: ${markup(root)}`);
    },
    { timeout: TIMEOUT },
  );
  return found!;
}

/** Waits until `selector` (with `text`) is gone. */
export async function gone(root: ParentNode, selector: string, text?: string | RegExp): Promise<void> {
  await waitFor(
    () => {
      if ([...root.querySelectorAll(selector)].some((el) => matches(el, text))) throw new Error(`${selector} is still there`);
    },
    { timeout: TIMEOUT },
  );
}

/** The value of a custom property (a theme token) on the element. */
export const cssVar = (el: Element, name: string) => getComputedStyle(el).getPropertyValue(name).trim();
