/**
 * "My photos": what a search on this page found for this event (the shared store fills the tab
 * as soon as the photo search answers), or a way to the search when none was made.
 */

import { signal } from '@preact/signals-core';
import type { MessageKey } from '../../src/i18n/catalogs';
import { SEARCH, shopHref, shopPath } from '../../src/links/shop-paths';
import { useValue } from '../../src/runtime/use-value';
import { useT } from '../../src/runtime/WidgetRoot';
import { productOfType } from '../../src/store/catalog';
import type { SearchStore } from '../../src/store/search';
import { Button } from '../../src/ui/Button';
import { Notice } from '../../src/ui/Notice';
import { useGallery } from './context';
import { PhotoBrowser } from './PhotoBrowser';
import { listSource } from './photo-source';

const NO_NOTICE = signal<MessageKey | null>(null);
const NOT_LOADING = signal(false);

export function MineTab({ search }: { search: SearchStore | null }) {
  const { t } = useT();
  const gallery = useGallery();
  const notice = useValue(search?.notice ?? NO_NOTICE);
  const loading = useValue(search?.loading ?? NOT_LOADING);
  const { myPhotos, event, buy } = gallery;
  const pack = productOfType(gallery.products, 'PhotosWithMe');

  if (myPhotos.length === 0)
    return (
      <div className="rl-stack">
        <Notice>{notice ? t(notice) : loading ? t('common.loading') : t('gallery.mineEmpty')}</Notice>
        <p>
          <a className="rl-link" href={shopHref(shopPath(SEARCH, {}, { event: event.eventId }))}>
            {t('gallery.findMe')}
          </a>
        </p>
      </div>
    );
  return (
    <div className="rl-stack">
      {pack ? (
        <div className="rl-row">
          <Button
            busy={buy.busy === `PhotosWithMe:${pack.id}`}
            onClick={() =>
              void buy.addPackage(
                pack,
                myPhotos.map((p) => p.photoId),
                gallery.startNumber,
              )
            }
          >
            {t('gallery.buyAllMine', { count: myPhotos.length, price: gallery.price(pack.price) })}
          </Button>
        </div>
      ) : null}
      <PhotoBrowser source={listSource(myPhotos)} listLabel={t('gallery.tabMine')} />
    </div>
  );
}
