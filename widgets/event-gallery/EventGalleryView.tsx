/**
 * The event gallery (`event-id="…" tab="all|reports|mine|video"`): the event with its
 * products and tabs (all photos, photo reports, my photos, video), the frame product page, and
 * the package offer. Everything it shows comes from the page's one store, so the cart drawer
 * and the search on the same page see the same cart and the same search.
 */
import { signal } from '@preact/signals-core';
import { Suspense, useEffect, useId, useMemo, useState } from 'react';
import { type Id, type Photo, toId } from '../../src/api/schemas';
import { formatDay } from '../../src/i18n/dates';
import { formatMoney } from '../../src/money';
import { NetworkNotices } from '../../src/parts/network';
import { lazyPart } from '../../src/runtime/lazy-part';
import { useRequired } from '../../src/runtime/use-required';
import { useStore } from '../../src/runtime/use-store';
import { useValue } from '../../src/runtime/use-value';
import { useT } from '../../src/runtime/WidgetRoot';
import { IDLE } from '../../src/store/base/query';
import { catalogOf, productOfType } from '../../src/store/catalog';
import { galleryOf } from '../../src/store/gallery';
import { Button } from '../../src/ui/Button';
import { Heading } from '../../src/ui/Heading';
import { Notice } from '../../src/ui/Notice';
import { Progress } from '../../src/ui/Progress';
import { Tabs } from '../../src/ui/Tabs';
import { AlbumPhotos } from './AlbumPhotos';
import { linesOfEvent } from './buying';
import { type Gallery, GalleryContext } from './context';
import { descriptor } from './descriptor.generated';
import { MineTab } from './MineTab';
import { OfferBanner } from './OfferBanner';
import { ProductsBar } from './ProductsBar';
import type { EventGalleryProps, GalleryTab } from './types';
import { useBuy } from './use-buy';
import { NO_PHOTOS, useSearch } from './use-search';

// Rarely opened parts load on first use (ARCHITECTURE.md §budgets: the first widget on a page ≤ 50
// KB).
const FramePage = lazyPart(() => import('./FramePage').then((m) => m.loadPart()));
const VideoTab = lazyPart(() => import('./VideoTab').then((m) => m.loadPart()));
// Not the tab most visitors open: its code stays out of the gallery's first load (ARCHITECTURE.md §budgets).
const ReportsTab = lazyPart(() => import('./ReportsTab').then((m) => m.ReportsTab));

const TABS: GalleryTab[] = ['all', 'reports', 'mine', 'video'];
/** The later parts load after the first photos, or after this long at the latest. */
const SETTLE_AT_THE_LATEST_MS = 4000;
const TAB_KEYS = { all: 'gallery.tabAll', reports: 'gallery.tabReports', mine: 'gallery.tabMine', video: 'gallery.tabVideo' } as const;

export type { EventGalleryProps, GalleryTab } from './types';

/** Read while no event id is given, and no event is known yet for the products. */
const IDLE_EVENT = signal(IDLE);
const IDLE_PRODUCTS = IDLE_EVENT;

export function EventGalleryView({ eventId: idProp, tab = 'all', onAdd, onError }: EventGalleryProps) {
  const { t, lang } = useT();
  // The attribute is a number; the store's ids are strings (src/api/schemas.ts).
  const eventId = idProp == null ? null : toId(idProp);
  const store = useStore();
  const gallery = galleryOf(store);
  const catalog = catalogOf(store);
  const [settled, setSettled] = useState(false);
  // The network notices load once the first photos are shown (or the wait for them is long), not
  // in the race for them; a slow event still gets its notice 10 s after the gallery came.
  const [mountedAt] = useState(Date.now);
  const search = useSearch(settled);
  const entry = useValue(eventId == null ? IDLE_EVENT : gallery.event(eventId));
  const cart = useValue(store.cart.cart);
  const tokens = useValue(store.session.searchTokens);
  const found = useValue(search?.photos ?? NO_PHOTOS);
  const settings = useValue(store.settings.settings);
  const [selected, setSelected] = useState<GalleryTab>(TABS.includes(tab) ? tab : 'all');
  useRequired(eventId == null, descriptor.tag, 'event-id', 'eventId');
  const [frame, setFrame] = useState<{ photoId: Id | null } | null>(null);
  // Ids of the tab panel: unique per element, as two galleries may share a page.
  const idPrefix = useId();

  useEffect(() => setSelected(TABS.includes(tab) ? tab : 'all'), [tab]);
  // Opening another tab, or a first screen that takes long, ends the wait for the first photos.
  useEffect(() => {
    if (selected !== 'all') return setSettled(true);
    const timer = setTimeout(() => setSettled(true), SETTLE_AT_THE_LATEST_MS);
    return () => clearTimeout(timer);
  }, [selected]);
  useEffect(() => {
    if (eventId != null) void gallery.loadEvent(eventId);
    void store.cart.refresh();
  }, [eventId]);

  const event = entry.data;
  const competitor = event ? (tokens[event.eventId]?.competitor ?? null) : null;
  const distance = competitor?.distance;
  // The products bar sits above the tabs, so the gallery waits for the products (or their
  // failure) the first time: the bar arriving later would push the photos down (layout shift,
  // ARCHITECTURE.md §budgets). The album's first page is fetched meanwhile, not after.
  const [productsKnown, setProductsKnown] = useState(false);
  useEffect(() => {
    if (event) void catalog.load(event.catalogId, distance).finally(() => setProductsKnown(true));
  }, [event?.catalogId, distance]);
  useEffect(() => {
    if (event && selected === 'all') void gallery.album(event.albumId).ensureRange(0, 1);
  }, [event?.albumId]);

  const offered = useValue(event ? catalog.products(event.catalogId, distance) : IDLE_PRODUCTS);
  const products = offered.data ?? [];
  const catalogFailed = offered.status === 'error';
  const myPhotos = useMemo<Photo[]>(() => {
    if (!event) return [];
    const albums = new Set([event.albumId, ...event.reports.map((r) => r.albumId)]);
    return found.filter((photo) => albums.has(photo.albumId));
  }, [event, found]);
  const lines = useMemo(() => (event ? linesOfEvent(cart, event.eventId) : []), [cart, event]);
  const packageProduct = productOfType(products, 'PhotosWithMe');
  const buy = useBuy(event, t, { onAdd, onError, packageProduct });

  if (eventId == null) return <Notice tone="error">{t('gallery.noEvent')}</Notice>;
  if (entry.status === 'error')
    return (
      <Notice tone="error" title={entry.error?.status === 404 ? t('gallery.eventNotFound') : t('common.error')}>
        {entry.error?.status === 404 ? null : (
          <Button variant="secondary" onClick={() => void gallery.loadEvent(eventId)}>
            {t('common.retry')}
          </Button>
        )}
      </Notice>
    );
  if (!event || !productsKnown)
    return (
      <>
        <Progress label={t('common.loading')} />
        {settled ? (
          <NetworkNotices busy={entry.status === 'loading'} since={mountedAt} waitingFor="wait.event" onRetry={() => void gallery.retryEvent(eventId)} />
        ) : null}
      </>
    );

  const context: Gallery = {
    event,
    products,
    lines,
    myPhotos,
    startNumber: competitor?.number,
    buy,
    openFrame: (photoId) => setFrame({ photoId: photoId ?? null }),
    showTab: (next) => {
      setFrame(null);
      setSelected(next);
    },
    price: (amount) => formatMoney(amount, event.currencyId, { lang: settings.lang }),
    settled,
    firstPhotosShown: () => setSettled(true),
  };
  const loading = <Progress label={t('common.loading')} />;
  const frameProduct = productOfType(products, 'Frame');
  const videoProduct = products.find((p) => p.productType === 'FullVideo' && (!distance || p.distance === distance)) ?? productOfType(products, 'FullVideo');

  return (
    <GalleryContext.Provider value={context}>
      <article className="rl-gallery rl-stack" part="gallery" lang={lang}>
        <header className="rl-gallery__header">
          <Heading className="rl-gallery__title">{event.name}</Heading>
          <p className="rl-hint">
            {formatDay(event.date, lang, 'long')}
            {event.location ? ` · ${event.location}` : ''} · {t('gallery.photoCount', { count: event.photoCount })}
          </p>
        </header>
        <ProductsBar />
        {catalogFailed && products.length === 0 ? (
          <Notice tone="error" title={t('gallery.productsError')}>
            <Button variant="secondary" onClick={() => void catalog.load(event.catalogId, distance)}>
              {t('common.retry')}
            </Button>
          </Notice>
        ) : null}
        <OfferBanner />
        {settled ? <NetworkNotices busy={buy.busy !== null} waitingFor="wait.cart" onRetry={buy.retry} onCancel={buy.cancel} /> : null}
        {buy.message && !frame ? (
          <p className={buy.message.tone === 'error' ? 'rl-error' : 'rl-hint'} role={buy.message.tone === 'error' ? 'alert' : 'status'}>
            {buy.message.text}
          </p>
        ) : null}
        {frame && frameProduct ? (
          <Suspense fallback={loading}>
            <FramePage product={frameProduct} photoId={frame.photoId} onPhoto={(photoId) => setFrame({ photoId })} onBack={() => setFrame(null)} />
          </Suspense>
        ) : (
          <Tabs
            label={t('gallery.tabsLabel')}
            idPrefix={idPrefix}
            tabs={TABS.map((id) => ({ id, label: t(TAB_KEYS[id]) }))}
            selected={selected}
            onSelect={setSelected}
          >
            {selected === 'all' ? <AlbumPhotos albumId={event.albumId} listLabel={t('gallery.tabAll')} /> : null}
            {selected === 'reports' ? (
              <Suspense fallback={loading}>
                <ReportsTab />
              </Suspense>
            ) : null}
            {selected === 'mine' ? <MineTab search={search} /> : null}
            {selected === 'video' ? (
              // Inside the panel, so the tab list (and the focus on it) stays while it loads.
              <Suspense fallback={loading}>
                <VideoTab product={videoProduct} />
              </Suspense>
            ) : null}
          </Tabs>
        )}
      </article>
    </GalleryContext.Provider>
  );
}
