/**
 * The package offer (PRODUCT.md §routes-event-offer): once the photos picked for this event cost
 * more than the all-my-photos package, a banner offers the package with the saving; right after the
 * add that crossed the line a sale snackbar says so once, and can be closed.
 */

import type { Id } from '../../src/api/schemas';
import { useT } from '../../src/runtime/WidgetRoot';
import { productOfType } from '../../src/store/catalog';
import { Button } from '../../src/ui/Button';
import { packageOffer, pickedPhotos } from './buying';
import { useGallery } from './context';

export function OfferBanner() {
  const { t } = useT();
  const { products, lines, buy, price, startNumber } = useGallery();
  const pack = productOfType(products, 'PhotosWithMe');
  const offer = packageOffer(lines, pack);
  return (
    <>
      {offer && pack ? (
        <aside className="rl-offer" part="offer" aria-labelledby="rl-offer-title">
          <p id="rl-offer-title" className="rl-offer__title">
            {t('gallery.offerAllMineTitle')}
          </p>
          <p>{t('gallery.offerPicked', { count: offer.photoCount, cost: price(offer.pickedCost), price: price(pack.price), saving: price(offer.saving) })}</p>
          <Button
            busy={buy.busy === `PhotosWithMe:${pack.id}`}
            onClick={() =>
              void buy.addPackage(
                pack,
                pickedPhotos(lines).map((line) => line.photoId as Id),
                startNumber,
              )
            }
          >
            {t('gallery.offerAction')}
          </Button>
        </aside>
      ) : null}
      <div className="rl-snackbar-slot" role="status">
        {buy.sale && offer ? (
          <div className="rl-snackbar" part="snackbar">
            <span>{t('gallery.saleText', { discount: price(offer.saving) })}</span>
            <button type="button" className="rl-icon-button" aria-label={t('common.close')} onClick={buy.closeSale}>
              <span aria-hidden="true">×</span>
            </button>
          </div>
        ) : null}
      </div>
    </>
  );
}
