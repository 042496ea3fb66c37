/**
 * No silent waits off the purchase journey (src/ui/use-slow.ts): the order's archive, my account's
 * orders, the gallery's videos, the e-mail confirmation and its link each say what they wait for
 * once a call has hung 10 s, and offer a way on. The 10 s are a fake clock's: the platform stand-in
 * never answers the first call, and the test moves time on.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '../../src/api/schemas';
import { type Handler, json, pending, setupStory } from '../../stories/support/platform';
import { EventGallery } from '../../widgets/event-gallery';
import { MyAccount } from '../../widgets/my-account';
import { OrderStatus } from '../../widgets/order-status';
import { PhotoSearch } from '../../widgets/photo-search';
import { riga2026 } from './event-fixture';

const event = { ...riga2026, faceSearch: false, videoCount: 1 };
const paid: Order = {
  orderId: 'o-1',
  catalogId: '1101',
  state: 'Completed',
  customer: { email: 'ann@example.com' },
  number: 'RL-1',
  currencyId: 978,
  invoiceId: 'inv-1',
  totalAmount: 6.9,
  items: [{ orderItemId: 'a', totalPrice: 6.9, product: { title: 'Photo', productType: 'Photo' }, downloadUrl: 'https://files.example/a.svg' }],
  createdOn: '2026-05-01T10:00:00Z',
};
const video = { videoId: 'v-1', albumId: 10100, title: 'Finish line', url: 'https://files.example/v.mp4', durationSec: 65, kind: 'event' };

/** The first call hangs; the next ones get `answer`. */
function hangsOnce(answer: () => Response): Handler & { calls: () => number } {
  let calls = 0;
  const handler = () => (++calls === 1 ? pending() : answer());
  return Object.assign(handler, { calls: () => calls });
}

const later = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));
/** A widget's lazy parts arrive in real time, slower on a busy machine: this waits up to 5 s. */
const WAIT = { timeout: 5_000 };
const seen = (text: string | RegExp) => vi.waitFor(() => expect(screen.getAllByText(text).length).toBeGreaterThan(0), WAIT);

/** The wait is said at 10 s, not a second before. */
async function tenSeconds(notice: RegExp): Promise<void> {
  await later(9_000);
  expect(screen.queryByText(notice)).toBeNull();
  await later(1_000);
  // A notice whose part arrived only now counts from when the wait began: at once.
  await vi.waitFor(async () => {
    await later(10);
    expect(screen.getAllByText(notice).length).toBeGreaterThan(0);
  }, WAIT);
}

/** The paid order's page, whose archive is asked for: the first request for it hangs. */
async function askForArchive() {
  const create = hangsOnce(() => new Response(null, { status: 201, headers: { 'X-Archive-Id': 'z-1' } }));
  setupStory({
    lang: 'en',
    routes: {
      'GET order-service /orders/o-1': () => json(paid),
      'GET order-service /orders/o-1/items': () => json({ items: paid.items }),
      'POST archive-service /archives/': create,
      'GET archive-service /archives/z-1': () => json({ id: 'z-1', state: 'Published', fileUrl: 'https://files.example/o-1.zip' }),
    },
  });
  render(<OrderStatus orderId="o-1" />);
  await seen('Prepare an archive of the order');
  fireEvent.click(screen.getByRole('button', { name: 'Prepare an archive of the order' }));
  return create;
}

beforeAll(async () => {
  // The parts that load on demand, with their texts, loaded once beforehand: a part still loading
  // in real time while the fake clock moves would start its 10 s late.
  await (await import('../../src/parts/network/NetworkNotices')).loadPart();
  await (await import('../../widgets/event-gallery/VideoTab')).loadPart();
  // (Modules fetched for the first time wait on timers of the test runner's, which the fake clock holds.)
  await import('../../widgets/my-account/AccountOrder');
  await import('../../widgets/photo-search/email/VerifyLanding');
  await import('../../widgets/photo-search/email/EmailPanel');
});
beforeEach(() => {
  // Only the clocks the widgets wait on; promises and rendering run as they do.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('a call that hangs, off the purchase journey', () => {
  it("the order's archive: said after 10 s; Try again asks anew and the link comes", async () => {
    const create = await askForArchive();
    await seen('Requesting the archive…');
    await tenSeconds(/to prepare the archive/);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await vi.waitFor(() => expect(screen.getByRole('link', { name: 'Download the archive' }).getAttribute('href')).toBe('https://files.example/o-1.zip'), WAIT);
    expect(create.calls()).toBe(2);
    expect(screen.queryByText(/to prepare the archive/)).toBeNull();
  });

  it("the order's archive: Cancel gives the button back, and nothing more is asked", async () => {
    const create = await askForArchive();
    await tenSeconds(/to prepare the archive/);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Prepare an archive of the order' })).toBeTruthy(), WAIT);
    expect(screen.queryByText('Requesting the archive…')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(create.calls()).toBe(1);
  });

  it("my account's orders: said after 10 s; Try again shows them", async () => {
    const list = hangsOnce(() => json({ items: [paid], total: 1 }));
    setupStory({ lang: 'en', authToken: 'jwt', routes: { 'GET order-service /orders': list } });
    render(<MyAccount />);
    await seen('Loading…');
    await tenSeconds(/to send your orders/);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await vi.waitFor(() => expect(screen.getByRole('link', { name: /^Order RL-1 / })).toBeTruthy(), WAIT);
    expect(list.calls()).toBe(2);
  });

  it("the gallery's videos: said after 10 s; Try again shows them", async () => {
    const videos = hangsOnce(() => json({ items: [video], total: 1, count: 1 }));
    setupStory({
      lang: 'en',
      routes: {
        'GET photo-service /events/101': () => json(event),
        'GET photo-service /photos': () => json({ items: [], total: 0, count: 0 }),
        'GET catalog-service /catalog/products': () => json({ items: [], total: 0 }),
        'GET photo-service /videos': videos,
      },
    });
    render(<EventGallery eventId={101} tab="video" />);
    await seen('Search videos');
    await tenSeconds(/to send the videos/);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await seen('Finish line');
    expect(videos.calls()).toBe(2);
  });

  it('the confirmation e-mail: said after 10 s; Cancel gives the form back as typed, sending again works', async () => {
    const code = hangsOnce(() => json({ sent: true }));
    setupStory({
      lang: 'en',
      routes: {
        'GET photo-service /events/101': () => json({ ...event, searchType: 'email', isProtected: true }),
        'GET competitor-service /competitor/code': code,
      },
    });
    render(<PhotoSearch eventId={101} />);
    await vi.waitFor(() => expect(screen.getByRole('textbox', { name: 'E-mail address' })).toBeTruthy(), WAIT);
    fireEvent.input(screen.getByRole('textbox', { name: 'E-mail address' }), { target: { value: 'ann@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send the link' }));
    await tenSeconds(/to send the confirmation e-mail/);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await vi.waitFor(() => expect(screen.queryByText(/to send the confirmation e-mail/)).toBeNull(), WAIT);
    expect((screen.getByRole('textbox', { name: 'E-mail address' }) as HTMLInputElement).value).toBe('ann@example.com');
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Send the link' }));
    await seen('Check your mail');
    expect(code.calls()).toBe(2);
  });

  it('the confirmation link: said after 10 s; Try again checks it and finds the photos', async () => {
    const competitor = { competitorId: '7', competitorsListId: '2101', number: '1234', name: 'Laura' };
    const verify = hangsOnce(() => json({ isVerificationSuccessful: true, code: 'Ok', competitors: [competitor] }));
    setupStory({
      lang: 'en',
      routes: {
        'GET photo-service /events/101': () => json({ ...event, searchType: 'email', isProtected: true }),
        'GET competitor-service /competitor/token': verify,
        'POST competitor-service /competitors/101/token': () => json({ token: 'st-1', expiresIn: 1800, competitor }),
        'GET photo-service /photos': () => json({ items: [], total: 0, count: 0 }),
      },
    });
    history.replaceState(null, '', '/?token=link-1&eventId=101');
    try {
      render(<PhotoSearch eventId={101} />);
      await seen('Checking the confirmation link…');
      await tenSeconds(/to check your confirmation link/);
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
      await seen('Results for bib number 1234');
      expect(verify.calls()).toBe(2);
    } finally {
      history.replaceState(null, '', '/');
    }
  });

  it('one order of my account: said after 10 s; Try again shows it', async () => {
    const one = hangsOnce(() => json(paid));
    setupStory({
      lang: 'en',
      authToken: 'jwt',
      routes: { 'GET order-service /orders/o-1': one, 'GET order-service /orders/o-1/items': () => json({ items: paid.items }) },
    });
    render(<MyAccount orderId="o-1" />);
    await seen('Loading…');
    await tenSeconds(/to send the order/);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await seen('Order RL-1');
    expect(one.calls()).toBe(2);
  });
});
