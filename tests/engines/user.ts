/**
 * A user's actions on any engine's tab: find controls by role and accessible name (through
 * shadow roots), wait until they can be pressed, press them with the pointer at their centre,
 * type with the keyboard, and collect every error and CSP violation the pages saw.
 */
import type { Key, Tab } from './driver';

export type Name = string | RegExp;

export interface Query {
  role: string;
  /** Exact accessible name, or a pattern it must match. */
  name: Name;
  /** CSS selector of the element (a widget's tag) to look inside, shadow root included. */
  within?: string;
}

const json = (value: unknown): string => JSON.stringify(value, (_key, v: unknown) => (v instanceof RegExp ? { source: v.source, flags: v.flags } : v));

const describeQuery = ({ role, name, within }: Query): string => `${role} "${String(name)}"${within ? ` in ${within}` : ''}`;

export class User {
  /** Errors read from pages so far: each page keeps its own list, so read before it goes. */
  private readonly seen = new Set<string>();

  constructor(
    readonly tab: Tab,
    private readonly timeout = 10_000,
  ) {}

  /**
   * Polls `body` in the page until it returns something truthy. A navigation under way makes
   * the script fail for a moment; that is waited out like any other "not yet".
   */
  async until<T>(what: string, body: string, timeout = this.timeout, accept = (value: T) => !!value): Promise<T> {
    const end = Date.now() + timeout;
    let last = 'nothing yet';
    for (;;) {
      try {
        const value = await this.tab.run<T>(body);
        if (accept(value)) return value;
        if (value) last = JSON.stringify(value);
      } catch (error) {
        last = (error as Error).message.split('\n')[0]!;
      }
      if (Date.now() > end) throw new Error(`Timed out waiting for ${what} (last: ${last})`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  async goto(url: string): Promise<void> {
    await this.tab.goto(url);
  }

  /** Waits until the control is there, visible, at rest and not covered, and presses it. */
  async click(query: Query): Promise<void> {
    const point = await this.until<{ x: number; y: number; why?: string }>(
      `${describeQuery(query)} to be clickable`,
      `return rl.target(${json(query)});`,
      this.timeout,
      (target) => !target.why,
    ).catch(async (error: Error) => {
      // What the widget showed instead, so a failure in a CI log says where it stood.
      throw new Error(`${error.message}; ${query.within ?? 'the page'} showed: ${await this.shownText(query.within)}`);
    });
    await this.tab.clickAt(point.x, point.y);
  }

  /** The text a widget shows (its shadow root's, styles left out), shortened, for a failure's message. */
  private async shownText(within?: string): Promise<string> {
    const text = await this.tab
      .run<string>(
        `const host = ${within ? `document.querySelector(${json(within)})` : 'document.body'};
         const root = host?.shadowRoot ?? host;
         return root ? [...root.children].filter((c) => c.localName !== 'style').map((c) => c.innerText || c.textContent || '').join(' ') : '(not on the page)';`,
      )
      .catch((error: Error) => `(could not be read: ${error.message.split('\n')[0]})`);
    return JSON.stringify(text.replace(/\s+/g, ' ').trim().slice(0, 400));
  }

  /** Clicks into a text field and types. */
  async fill(query: Query, text: string): Promise<void> {
    await this.click(query);
    await this.until(`focus in ${describeQuery(query)}`, `const el = rl.find(${json(query)}); return !!el && el.matches(':focus');`);
    await this.tab.type(text);
    await this.until(`"${text}" in ${describeQuery(query)}`, `return rl.find(${json(query)})?.value === ${json(text)};`);
  }

  /** Presses a key where the focus is, as a keyboard user does. */
  async press(key: Key): Promise<void> {
    await this.tab.press(key);
  }

  async see(query: Query, timeout?: number): Promise<void> {
    await this.until(describeQuery(query), `return !!rl.find(${json(query)});`, timeout);
  }

  async seeText(text: Name, within?: string, timeout?: number): Promise<void> {
    await this.until(`the text "${String(text)}"`, `return rl.hasText(${json(text)}, ${json(within ?? null)});`, timeout);
  }

  async waitForUrl(pattern: RegExp, timeout?: number): Promise<string> {
    return this.until(`a URL like ${pattern}`, `return new RegExp(${json(pattern.source)}).test(location.href) && location.href;`, timeout);
  }

  /** Client-side navigation in the shop, as its links do. */
  async navigate(path: string): Promise<void> {
    await this.tab.run(`document.dispatchEvent(new CustomEvent('racelens:navigate', { detail: { path: ${json(path)} } }));`);
  }

  /** Reads what the current page has recorded; call before leaving a page for another origin. */
  async checkpoint(): Promise<void> {
    const errors = await this.until<string[]>('the page error list', 'return window.__racelensErrors || null;');
    for (const error of errors) this.seen.add(error);
  }

  /** Everything seen: the pages' own lists and what the engine reported. */
  async errors(): Promise<string[]> {
    await this.checkpoint();
    return [...this.seen, ...this.tab.engineErrors()];
  }
}
