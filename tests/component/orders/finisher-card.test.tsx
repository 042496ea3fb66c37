/**
 * Where "Make a finisher card" shows (PRODUCT.md §routes-order-card): on each paid photo or framed
 * photo, not on a package or a video, and nowhere when the page turned it off; the dialog opens
 * with the bib the visitor searched. The drawing itself needs a canvas: the browser and engine
 * tests make the cards.
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import type { ProductType } from '../../../src/api/schemas';
import { json, setupStory } from '../../../stories/support/platform';
import { OrderStatus } from '../../../widgets/order-status';
import { order } from '../../unit/helpers/fixtures';
import { riga2026 } from '../event-fixture';

const item = (id: string, productType: ProductType, title: string) => ({
  orderItemId: id,
  totalPrice: 6.9,
  product: { title, productType },
  downloadUrl: `https://files.example/${id}.jpg`,
});
const paid = order({
  catalogId: '1101',
  state: 'Completed',
  items: [
    item('a', 'Photo', 'Digital photo'),
    item('b', 'Frame', 'Framed photo'),
    item('c', 'PhotosWithMe', 'All my photos'),
    item('d', 'FullVideo', 'My video'),
  ],
});

function open(extra: Record<string, unknown> = {}) {
  setupStory({
    lang: 'en',
    routes: {
      'GET order-service /orders/o-1': () => json(paid),
      'GET order-service /orders/o-1/items': () => json({ items: paid.items }),
      'GET photo-service /events/101': () => json({ ...riga2026, distances: ['10K'] }),
    },
    ...extra,
  });
  localStorage.setItem('racelensRecentSearches', JSON.stringify([{ eventId: '101', eventName: 'Riga', number: '1234', when: '2026-05-12T10:00:00Z' }]));
  render(<OrderStatus orderId="o-1" />);
}

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('finisher card', () => {
  it('is offered on the photo and the framed photo only, and opens with the searched bib and the event’s one distance', async () => {
    open();
    const buttons = await screen.findAllByRole('button', { name: /^Make a finisher card of item/ }, { timeout: 3000 });
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Make a finisher card of item 1: Digital photo',
      'Make a finisher card of item 2: Framed photo',
    ]);
    fireEvent.click(buttons[0]!);
    expect(await screen.findByRole('textbox', { name: 'Bib number' }, { timeout: 3000 })).toHaveProperty('value', '1234');
    expect(screen.getByText('The card is made on this device and nothing is uploaded. What you type here stays on this device.')).toBeTruthy();
    // One distance: nothing to pick.
    expect(screen.queryByRole('combobox', { name: 'Distance' })).toBeNull();
    fireEvent.input(screen.getByRole('textbox', { name: 'Finish time (optional)' }), { target: { value: '3h45' } });
    expect(await screen.findByText('Write the time as hours:minutes:seconds, for example 3:45:12')).toBeTruthy();
  });

  it('is not offered when the page turned it off (finisherCard: false)', async () => {
    open({ finisherCard: false });
    expect(await screen.findByRole('button', { name: /^Download item 1/ }, { timeout: 3000 })).toBeTruthy();
    // The button's code came with the first test of this file; its texts load for the new page in a moment.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('button', { name: /^Make a finisher card/ })).toBeNull();
  });
});
