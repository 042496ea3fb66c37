/**
 * Helpers of the photo-search browser tests: the sandbox's admin calls, the texts of a language
 * read from the catalogues (so a test in German checks the German words the user sees), and the
 * page language.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
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
export async function requests(method: string, path: string): Promise<Array<{ method: string; path: string; status: number }>> {
  const log = await admin('GET', `/requests?method=${method}&path=${encodeURIComponent(path)}`);
  return log.items as Array<{ method: string; path: string; status: number }>;
}

/** Every string of a language (all areas merged), as the widget shows it. */
export function texts(lang: string): Record<string, string> {
  return Object.assign(
    {},
    ...['core', 'search', 'face'].map((area) => JSON.parse(readFileSync(resolve(root, `src/i18n/locales/${area}/${lang}.json`), 'utf8'))),
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
