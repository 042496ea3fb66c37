/**
 * What an engine-neutral test needs from a browser, and nothing more: open a fresh tab of a
 * given size, go to a URL, run a script in the page, press the pointer at a point and type.
 * Chromium and Firefox implement it with puppeteer-core (CDP and WebDriver BiDi), WebKit with
 * WebKitWebDriver (W3C WebDriver); tests/engines/user.ts builds a user's actions on top.
 */
import { readFileSync } from 'node:fs';

/** The keys a test presses by name. */
export type Key = 'Tab' | 'Enter';

export interface Viewport {
  width: number;
  height: number;
}

export interface Tab {
  goto(url: string): Promise<void>;
  /**
   * Runs `body` (a function body: may `await` and `return` a JSON value) in the page, with
   * `rl` bound to the helpers of in-page.js.
   */
  run<T>(body: string): Promise<T>;
  /** Presses and releases the main pointer button at a point of the viewport. */
  clickAt(x: number, y: number): Promise<void>;
  /** Types text with the keyboard into whatever has focus. */
  type(text: string): Promise<void>;
  /** Presses and releases one named key (moving the focus, pressing the focused button). */
  press(key: Key): Promise<void>;
  /** Errors the engine itself reported (uncaught errors, console errors) beyond the page's own list. */
  engineErrors(): string[];
  close(): Promise<void>;
}

export interface Engine {
  readonly name: string;
  /** A new tab in a fresh profile (no cookies or storage of an earlier tab). */
  open(viewport: Viewport): Promise<Tab>;
  close(): Promise<void>;
}

const read = (file: string) => readFileSync(new URL(file, import.meta.url), 'utf8');

/**
 * The init scripts every tab runs before the page's own scripts: watch-errors.js (errors and CSP
 * violations) and layout-watch.js (how far a pasted page moves after its first frame).
 */
export const initScripts = ['watch-errors.js', 'layout-watch.js'].map((file) => ({
  path: new URL(file, import.meta.url).pathname,
  source: read(file),
}));

const inPage = read('in-page.js');

/** `body` as one expression evaluating to a promise of its result, with the helpers in scope. */
export const pageExpression = (body: string): string => `(async (rl) => { ${body} })(${inPage})`;
