/**
 * The event's products with their prices in the event's currency, each with what buying it
 * takes: a photo is picked in the gallery, a frame on its own page, a video in the video tab,
 * packages and gifts are added here.
 */
import type { Product } from '../../src/api/schemas';
import { SEARCH, shopHref, shopPath } from '../../src/links/shop-paths';
import { useT } from '../../src/runtime/WidgetRoot';
import { Button } from '../../src/ui/Button';
import { Heading } from '../../src/ui/Heading';
import { hasLine, packagePhotoIds } from './buying';
import { useGallery } from './context';

export function ProductsBar() {
  const { t } = useT();
  const gallery = useGallery();
  if (gallery.products.length === 0) return null;
  return (
    <section className="rl-products" part="products" aria-labelledby="rl-products-title">
      <Heading depth={1} id="rl-products-title" className="rl-visually-hidden">
        {t('gallery.productsTitle')}
      </Heading>
      <ul className="rl-products__list">
        {gallery.products.map((product) => (
          <li key={String(product.id)} className="rl-product">
            <span className="rl-product__title">{product.title}</span>
            <span className="rl-product__price">{gallery.price(product.price)}</span>
            <ProductAction product={product} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function ProductAction({ product }: { product: Product }) {
  const { t } = useT();
  const { buy, lines, myPhotos, startNumber, event, openFrame, showTab } = useGallery();
  const busy = buy.busy === `${product.productType}:${product.id}`;
  const named = (label: string) => `${label}: ${product.title}`;
  switch (product.productType) {
    case 'Photo':
      return <span className="rl-hint">{t('gallery.photoHint')}</span>;
    case 'Frame':
      return (
        <Button variant="secondary" aria-label={named(t('product.selectPhoto'))} onClick={() => openFrame()}>
          {t('product.selectPhoto')}
        </Button>
      );
    case 'FullVideo':
      return (
        <Button variant="secondary" aria-label={named(t('gallery.chooseVideo'))} onClick={() => showTab('video')}>
          {t('gallery.chooseVideo')}
        </Button>
      );
    case 'PhotosWithMe':
    case 'PhotosWithFrame': {
      const photoIds = packagePhotoIds(
        myPhotos.map((p) => p.photoId),
        lines,
      );
      if (hasLine(lines, product.productType)) return <span className="rl-hint">{t('product.inCart')}</span>;
      if (photoIds.length === 0)
        return (
          <a className="rl-link" href={shopHref(shopPath(SEARCH, {}, { event: event.eventId }))} aria-label={named(t('gallery.findMe'))}>
            {t('gallery.findMe')}
          </a>
        );
      return (
        <Button busy={busy} aria-label={named(t('product.addToCart'))} onClick={() => void buy.addPackage(product, photoIds, startNumber)}>
          {t('product.addToCart')}
        </Button>
      );
    }
    default:
      return (
        <Button busy={busy} aria-label={named(t('product.addToCart'))} onClick={() => void buy.addPlain(product)}>
          {t('product.addToCart')}
        </Button>
      );
  }
}
