/**
 * The loader tag's `data-*` settings as an organizer pastes them (the embed builder's HTML tab,
 * the WordPress plugin's Settings → Racelens) become the page configuration the widgets read
 * (ARCHITECTURE.md §embedding), the finisher card's switch among them.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { readPageConfig } from '../../src/config';

type Globals = Record<string, unknown>;
const globals = globalThis as unknown as Globals;

beforeAll(async () => {
  // What the build writes into loader.js.
  // One widget, on no page here: the loader looks for its tag.
  globals.__RACELENS_CHUNKS__ = { 'racelens-nowhere': './widgets/nowhere.js' };
  globals.__RACELENS_VERSION__ = 'test';
  globals.__RACELENS_ROOMS__ = '';
  delete (window as unknown as Globals).Racelens;
  const script = document.createElement('script');
  script.src = 'https://cdn.example.com/racelens@1/loader.js';
  Object.assign(script.dataset, {
    api: 'https://api.example.com',
    tenant: 'trail-cup',
    lang: 'de',
    currency: '978',
    shop: 'https://shop.example.com',
    finisherCard: 'off',
  });
  // The loader reads the tag that runs it.
  Object.defineProperty(document, 'currentScript', { configurable: true, get: () => script });
  await import('../../widgets/loader');
});
afterAll(() => {
  delete (document as unknown as Globals).currentScript;
  delete (window as unknown as Globals).Racelens;
  for (const name of ['__RACELENS_CHUNKS__', '__RACELENS_VERSION__', '__RACELENS_ROOMS__']) delete globals[name];
});

it('the loader tag’s settings are the page’s, finisher cards off with data-finisher-card="off"', () => {
  expect(readPageConfig()).toEqual({
    api: 'https://api.example.com',
    tenant: 'trail-cup',
    lang: 'de',
    currencyId: 978,
    shopUrl: 'https://shop.example.com',
    finisherCard: false,
  });
});
