/**
 * The shop's footer (PRODUCT.md §shell-footer): it shows only when the theme is ready and known
 * (default, running-series, trail-cup), no event and no route is loading, and it is not the US
 * variant.
 */
import { waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { getPage } from '../../../src/runtime/page';
import { mountShell } from './support';

afterEach(() => document.body.replaceChildren());

describe('shop footer', () => {
  it('waits for the route’s code, then shows', async () => {
    const shell = mountShell({ defined: false });
    await waitFor(() => expect(shell.bar()).not.toBeNull());
    expect(shell.find('main')?.getAttribute('aria-busy')).toBe('true');
    expect(shell.footer()).toBeNull();
    customElements.define(shell.tag, class extends HTMLElement {});
    await waitFor(() => expect(shell.footer()).not.toBeNull());
  });

  it('hides while events load', async () => {
    const shell = mountShell();
    await waitFor(() => expect(shell.footer()).not.toBeNull());
    const end = getPage().store.shell.beginEventLoad();
    await waitFor(() => expect(shell.footer()).toBeNull());
    end();
    await waitFor(() => expect(shell.footer()).not.toBeNull());
  });

  for (const [config, shown] of [
    [{ tenant: 'trail-cup' }, true],
    [{ tenant: 'running-series' }, true],
    [{ tenant: 'acme-marathon' }, false],
    [{ isUS: true }, false],
  ] as const) {
    it(`${shown ? 'shows' : 'does not show'} with ${JSON.stringify(config)}`, async () => {
      const shell = mountShell(config);
      // The route is ready (no longer busy): the footer would be there now.
      await waitFor(() => expect(shell.find('main[aria-busy="false"]')).not.toBeNull());
      expect(shell.footer() !== null).toBe(shown);
    });
  }
});
