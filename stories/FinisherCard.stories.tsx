/**
 * "Make a finisher card" on a paid order (PRODUCT.md §routes-order-card), in the
 * <racelens-order-status> element with the platform answered by the story: the dialog with the
 * bib from the visitor's bib search, both cards made on the device and previewed, in each tenant
 * theme and language; a photo that does not download.
 */
import type { Meta, StoryObj } from '@storybook/preact-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { riga2026 } from '../tests/component/event-fixture';
import '../widgets/order-status/element';
import { inside, widget } from './support/dom';
import { fail, type Handler, json, STORY_API, setupStory } from './support/platform';
import { text } from './support/texts';

declare module 'preact' {
  namespace JSX {
    interface IntrinsicElements {
      'racelens-order-status': { 'order-id'?: string; 'preorder-id'?: string; 'check-timeout-seconds'?: number };
    }
  }
}

/** The purchased photo: an SVG scene with a runner's bib, served by the story's platform (same origin as its answers). */
const PHOTO = `<svg xmlns="http://www.w3.org/2000/svg" width="1500" height="1000"><defs><linearGradient id="s" x2="0" y2="1"><stop offset="0" stop-color="#f6b26b"/><stop offset="1" stop-color="#9fc5e8"/></linearGradient></defs><rect width="1500" height="620" fill="url(#s)"/><rect y="620" width="1500" height="380" fill="#6a8f5a"/><path d="M600 1000 L720 620 L780 620 L900 1000 Z" fill="#555"/><rect x="690" y="330" width="120" height="200" rx="30" fill="#e06666"/><rect x="705" y="380" width="90" height="60" fill="#fff"/><text x="750" y="425" font-size="40" text-anchor="middle" font-family="sans-serif">1234</text><circle cx="750" cy="290" r="40" fill="#c27c4e"/></svg>`;

const order = {
  orderId: 'o-1',
  catalogId: 1101,
  state: 'Completed',
  customer: { email: 'laura@example.com' },
  number: 'RL-100042',
  currencyId: 978,
  invoiceId: 'inv-1',
  totalAmount: 6.9,
  items: [
    {
      orderItemId: 'item-1',
      totalPrice: 6.9,
      product: { title: 'Digital photo', productType: 'Photo' },
      photoId: 10100001,
      thumbnailUrl: null,
      downloadUrl: `${STORY_API}/public/files/api/v1/item-1.svg`,
    },
  ],
  createdOn: '2026-05-17T12:30:00Z',
};

const event = { ...riga2026, distances: ['10K', 'Half marathon'] };

const routes = (photo: Handler = () => new Response(PHOTO, { headers: { 'Content-Type': 'image/svg+xml' } })): Record<string, Handler> => ({
  'GET order-service /orders/o-1': () => json(order),
  'GET order-service /orders/o-1/items': () => json({ items: order.items }),
  'GET invoice-service /invoices/inv-1/payments': () =>
    json({
      items: [
        { paymentId: 'p-1', invoiceId: 'inv-1', payUrl: 'https://pay.example.com/p-1', state: 'Paid', createdOn: '2026-05-17T12:31:00Z', paymentTypeId: 1 },
      ],
    }),
  'GET photo-service /events/101': () => json(event),
  'GET files /item-1.svg': photo,
});

interface Args {
  lang: string;
  tenant: string;
  /** The page's logo (PageConfig `logo`): the card draws it on a chip; without one, the organizer's name. */
  logo: string;
  routes: Record<string, Handler>;
}

const meta: Meta<Args> = {
  title: 'Parts/Finisher card',
  args: { lang: 'en', tenant: 'MySport', logo: '', routes: routes() },
  argTypes: {
    lang: { control: 'select', options: ['en', 'es', 'de', 'el', 'sk', 'it', 'cs'] },
    tenant: { control: 'select', options: ['MySport', 'running-series', 'trail-cup'] },
    routes: { table: { disable: true } },
  },
  render: ({ lang, tenant, logo, routes }) => {
    setupStory({ lang, tenant, logo, routes, shopUrl: 'https://shop.example' });
    // The visitor searched bib 1234 at this event on this browser: the card knows the event and the bib.
    localStorage.setItem('racelensRecentSearches', JSON.stringify([{ eventId: '101', eventName: event.name, number: '1234', when: '2026-05-17T10:00:00Z' }]));
    localStorage.removeItem('racelensFinisherCard');
    return <racelens-order-status order-id="o-1" />;
  },
};
export default meta;
type Story = StoryObj<Args>;

/** Opens the dialog, types a finish time and makes the cards; the dialog's queries. */
async function makeCards(canvas: HTMLElement, lang: string) {
  const q = inside(await widget(canvas, 'racelens-order-status'));
  await userEvent.click(await q.findByRole('button', { name: text(lang, 'share.cardItem', { index: 1, title: 'Digital photo' }) }, { timeout: 5000 }));
  const dialog = inside(await q.findByRole('dialog', { name: text(lang, 'share.cardTitle') }));
  // The bib comes with the event once it is found for the order.
  const bib = await dialog.findByRole('textbox', { name: text(lang, 'share.cardBib') });
  await waitFor(() => expect(bib).toHaveValue('1234'));
  await userEvent.type(dialog.getByRole('textbox', { name: text(lang, 'share.cardTime') }), '1:45:12');
  await userEvent.click(dialog.getByRole('button', { name: text(lang, 'share.cardMake') }));
  return dialog;
}

export const Made: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await makeCards(canvasElement, 'en');
    const story = (await dialog.findByRole('img', { name: 'Preview of the card: Story format' }, { timeout: 5000 })) as HTMLImageElement;
    const square = dialog.getByRole('img', { name: 'Preview of the card: Square format' }) as HTMLImageElement;
    await story.decode();
    await square.decode();
    await expect([story.naturalWidth, story.naturalHeight, square.naturalWidth, square.naturalHeight]).toEqual([1080, 1920, 1080, 1080]);
  },
};

/** A logo written into the settings as a data:image: drawn without a request. */
const LOGO = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="240" height="80"><rect width="240" height="80" rx="12" fill="#2f5d34"/><text x="120" y="52" font-size="34" text-anchor="middle" fill="#fff" font-family="sans-serif">TRAIL CUP</text></svg>')}`;

export const TrailCupInCzech: Story = {
  args: { lang: 'cs', tenant: 'trail-cup', logo: LOGO },
  play: async ({ canvasElement }) => {
    const dialog = await makeCards(canvasElement, 'cs');
    await expect(
      await dialog.findByRole('img', { name: text('cs', 'share.cardPreview', { format: text('cs', 'share.cardStory') }) }, { timeout: 5000 }),
    ).toBeVisible();
  },
};

export const PhotoDoesNotCome: Story = {
  args: { routes: routes(() => fail(404, 'NotFound')) },
  play: async ({ canvasElement }) => {
    const dialog = await makeCards(canvasElement, 'en');
    await expect(await dialog.findByText('The photo could not be downloaded. Try again.', {}, { timeout: 8000 })).toBeVisible();
  },
};
