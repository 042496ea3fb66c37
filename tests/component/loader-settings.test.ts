/**
 * The loader tag's `data-*` settings as an organizer pastes them (the embed builder's HTML tab,
 * the WordPress plugin's Settings → Racelens) become the page configuration the widgets read
 * (ARCHITECTURE.md §embedding), the finisher card's switch among them.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { readPageConfig } from '../../src/config';
import { runLoader } from './run-loader';

let cleanUp = () => {};
beforeAll(async () => {
  cleanUp = await runLoader({
    api: 'https://api.example.com',
    tenant: 'trail-cup',
    lang: 'de',
    currency: '978',
    shop: 'https://shop.example.com',
    finisherCard: 'off',
  });
});
afterAll(() => cleanUp());

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
