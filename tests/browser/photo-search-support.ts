/**
 * Helpers of the photo-search browser tests: the sandbox's admin calls, the texts of a language
 * read from the catalogues (so a test in German checks the German words the user sees), and the
 * page language.
 */
import { readFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { urls } from './urls';

const root = resolve(import.meta.dirname, '../..');

export async function admin(method: string, path: string, body?: unknown): Promise<any> {
  const response = await fetch(`${urls.api}/sandbox/admin${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return text ? JSON.parse(text) : null;
}

export const addFault = (rule: Record<string, unknown>) => admin('POST', '/faults', rule);
export const clearFaults = () => admin('DELETE', '/faults');

/** The sandbox's request log for one method and a part of the path. */
/** The sandbox's logged calls of `method` to `path`, all it still holds or those after the mark `since` (logMark). */
export async function requests(method: string, path: string, since?: number): Promise<Array<{ method: string; path: string; status: number }>> {
  const log = await admin('GET', `/requests?method=${method}&path=${encodeURIComponent(path)}${since === undefined ? '' : `&since=${since}`}`);
  return log.items as Array<{ method: string; path: string; status: number }>;
}

/**
 * The newest entry of the sandbox's request log now (this very request is logged too). The log
 * keeps only its last 2000 calls, fewer than the whole run makes, so a count taken from its start
 * can fall as a test goes on: count what came after a mark instead.
 */
export async function logMark(): Promise<number> {
  return (await admin('GET', '/requests?path=/sandbox/admin/requests')).items.at(-1).seq;
}

/** Every string of a language (all areas merged), as the widget shows it. */
export function texts(lang: string): Record<string, string> {
  return Object.assign(
    {},
    ...['core', 'validation', 'search', 'face'].map((area) => JSON.parse(readFileSync(resolve(root, `src/i18n/locales/${area}/${lang}.json`), 'utf8'))),
  );
}

/**
 * The shop in a language: the choice is stored as the visitor's (PRODUCT.md §overview-languages
 * appLanguage).
 */
export async function useLanguage(page: Page, lang: string): Promise<void> {
  await page.addInitScript((l) => localStorage.setItem('appLanguage', l), lang);
}

export const widget = (page: Page) => page.locator('racelens-photo-search');

/** The error text tied to a field through aria-describedby. */
export async function expectFieldError(field: Locator, text: string): Promise<void> {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  const ids = (await field.getAttribute('aria-describedby'))!.split(' ');
  const described = await field.evaluate((input, list) => {
    const scope = input.getRootNode() as Document | ShadowRoot;
    return list.map((id) => scope.getElementById(id)?.textContent ?? '').join(' ');
  }, ids);
  expect(described).toContain(text);
}

/** Opens the face tab of event 101 (or another) and gives consent. */
export async function openFace(page: Page, eventId = 101, t = texts('en')) {
  await page.goto(`${urls.shop}/search?event=${eventId}`);
  const search = widget(page);
  await search.getByRole('tab', { name: t['search.byFace'] }).click();
  await search.getByRole('checkbox', { name: t['selfie.consent'] }).check();
  return search;
}

const fileInput = (page: Page) => widget(page).locator('input[type="file"]');

export async function pick(page: Page, file: string | { name: string; mimeType: string; buffer: Buffer }) {
  await fileInput(page).setInputFiles(file);
}

export interface DraggedFile {
  name: string;
  type: string;
  bytes: Buffer;
}

/** A file of the disk as a desktop's file manager hands it over in a drag. */
export const draggedFile = (path: string, type: string): DraggedFile => ({ name: basename(path), type, bytes: readFileSync(path) });

/**
 * Drags files onto an element as a file manager would (dragenter, dragover, then the drop unless
 * `drop` is false): the page must cancel the drag's events to take the files, or the browser would
 * open the file in place of the shop. Returns whether the page took the last event.
 */
export async function dragFiles(target: Locator, files: DraggedFile[], { drop = true } = {}): Promise<boolean> {
  const given = files.map(({ name, type, bytes }) => ({ name, type, base64: bytes.toString('base64') }));
  return target.evaluate(
    (element, { given, drop }) => {
      const transfer = new DataTransfer();
      for (const { name, type, base64 } of given) transfer.items.add(new File([Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))], name, { type }));
      const fire = (type: string) => !element.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, composed: true, dataTransfer: transfer }));
      fire('dragenter');
      const over = fire('dragover');
      return drop ? fire('drop') : over;
    },
    { given, drop },
  );
}

/** The JPEG inside a multipart body, and its pixel size from the SOF header. */
export function uploadedJpeg(body: Buffer): { bytes: Buffer; width: number; height: number; name: string } {
  const name = /filename="([^"]+)"/.exec(body.toString('latin1'))?.[1] ?? '';
  const start = body.indexOf(Buffer.from([0xff, 0xd8, 0xff]));
  const bytes = body.subarray(start);
  let at = 2;
  while (at < bytes.length) {
    const marker = bytes[at + 1]!;
    if (marker >= 0xc0 && marker <= 0xc3) return { bytes, width: bytes.readUInt16BE(at + 7), height: bytes.readUInt16BE(at + 5), name };
    at += 2 + bytes.readUInt16BE(at + 2);
  }
  throw new Error('no JPEG frame in the upload');
}

/** Lets the selfie uploads through to the sandbox and keeps their bodies. */
export async function recordUploads(page: Page): Promise<Buffer[]> {
  const bodies: Buffer[] = [];
  await page.route(/\/recognition-service\/api\/v1\/selfies\?/, async (route) => {
    if (route.request().method() === 'POST') bodies.push(route.request().postDataBuffer()!);
    return route.continue();
  });
  return bodies;
}

/**
 * The device's face check left out (its detector's chunk never arrives): the search as it was
 * before that check, and as it stays where the detector cannot load.
 */
export async function withoutDeviceCheck(page: Page): Promise<void> {
  await page.route(/\/chunks\/face-detector-[\w-]+\.js$/, (route) => route.abort());
}

/**
 * Waits until the face panel's detector has started, as a participant reading the consent would,
 * on `backend`: WebAssembly, or plain JavaScript ('cpu') where the page refuses WebAssembly.
 */
export async function deviceCheckReady(search: Locator, backend: 'wasm' | 'cpu' = 'wasm'): Promise<void> {
  await expect(search.locator(`[data-face-check="ready ${backend}"]`)).toBeAttached({ timeout: 20_000 });
}
