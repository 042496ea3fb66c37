// Every export of racelens/react, as a React 19 app writes it (type-checked and built by the package test).

import {
  type CartChangeDetail,
  CartDrawer,
  type CartDrawerProps,
  type CartErrorDetail,
  Checkout,
  type CheckoutProps,
  configure,
  EventGallery,
  type EventGalleryProps,
  type GalleryAddDetail,
  type GalleryErrorDetail,
  type GalleryTab,
  MyAccount,
  type MyAccountProps,
  OrderStatus,
  type OrderStatusProps,
  type PageConfig,
  PhotoSearch,
  type PhotoSearchProps,
  type SearchDetail,
  type SearchErrorDetail,
  type SearchMethod,
} from 'racelens/react';
import { useState } from 'react';

const config: PageConfig = { api: 'https://api.example.com', shopUrl: 'https://shop.example.com', tenant: 'trail-cup', lang: 'de' };
configure(config);
// @ts-expect-error an unknown option is a type error (apiUrl → api)
configure({ apiUrl: 'https://api.example.com' });

const tab: GalleryTab = 'reports';
const method: SearchMethod = 'bib';
const drawer: CartDrawerProps = { inline: false };
const gallery: EventGalleryProps = { eventId: 42, tab };
const search: PhotoSearchProps = { eventId: 42, number: '17' };
const order: OrderStatusProps = { orderId: 'A-1', checkTimeoutSeconds: 60 };
const account: MyAccountProps = {};
const checkout: CheckoutProps = {};

export function AllExports() {
  const [log, setLog] = useState<string[]>([]);
  const note = (line: string) => setLog((all) => [...all, line]);
  return (
    <>
      <CartDrawer {...drawer} onCartChange={(d: CartChangeDetail) => note(`${d.count}`)} onError={(d: CartErrorDetail) => note(d.code)} />
      <EventGallery {...gallery} onAdd={(d: GalleryAddDetail) => note(d.productType)} onError={(d: GalleryErrorDetail) => note(d.message)} />
      <PhotoSearch {...search} onSearch={(d: SearchDetail) => note(`${d.method === method}`)} onError={(d: SearchErrorDetail) => note(d.code)} />
      <Checkout {...checkout} onCheckout={(d) => note(String(d.orderId))} />
      <OrderStatus {...order} onPaid={(d) => note(d.orderId)} />
      <MyAccount {...account} onSignIn={(d) => note(d.returnTo)} />
      {/* @ts-expect-error eventId is a number */}
      <EventGallery eventId="42" />
      {/* The tags are typed too, once racelens/react is imported. */}
      <racelens-cart-drawer checkout-url="/order" onracelens:cart-change={(e) => note(`${e.detail.totalAmount}`)} />
      {/* @ts-expect-error the gallery's event has no `count` */}
      <racelens-event-gallery event-id={42} onracelens:add={(e) => note(`${e.detail.count}`)} />
      <ul>
        {log.map((line, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the log only grows at its end, so an index is a stable key
          <li key={i}>{line}</li>
        ))}
      </ul>
    </>
  );
}
