import { eventOfCatalog, findProduct, findVideoAnywhere } from '../domain/catalog';
import { locatePhoto } from '../domain/photos';
import type { OrderItemRecord, OrderRecord, State } from '../store/state';
import { demoVideo } from './assets';
import { renderCardSvg } from './card-svg';
import { renderFramedSvg, renderPhotoSvg } from './photo-svg';
import { frameCaption, sceneOf } from './scenes';
import type { ZipEntry } from './zip';
import { createZip } from './zip';

/**
 * The files a paid order delivers: clean (unwatermarked) photos, framed prints, the video, the
 * certificate and the voucher; one item's files, or all of them as the order's archive.
 */
export function filesOfItem(state: State, order: OrderRecord, item: OrderItemRecord): ZipEntry[] {
  const modified = new Date(order.completedOn ?? order.createdOn);
  const photo = (photoId: number, framed: boolean): ZipEntry[] => {
    const ref = locatePhoto(state, photoId);
    if (!ref) return [];
    const scene = sceneOf(ref.event, ref.index);
    const svg = framed ? renderFramedSvg(scene, { ...frameCaption(ref.event, ref.index), watermark: false }) : renderPhotoSvg(scene, 'original');
    return [{ name: `${framed ? 'framed-' : ''}photo-${photoId}.svg`, data: Buffer.from(svg), modified }];
  };
  const eventName = eventOfCatalog(state, item.catalogId)?.name ?? '';
  switch (item.productType) {
    case 'Photo':
      return photo(item.photoId ?? -1, false);
    case 'Frame':
      return photo(item.photoId ?? -1, true);
    case 'PhotosWithMe':
      return (item.photoIds ?? []).flatMap((id) => photo(id, false));
    case 'PhotosWithFrame':
      return (item.photoIds ?? []).flatMap((id) => [...photo(id, false), ...photo(id, true)]);
    case 'FullVideo': {
      const video = item.videoId ? findVideoAnywhere(state, item.videoId) : undefined;
      return video ? [{ name: `${video.video.videoId}.mp4`, data: demoVideo(), modified }] : [];
    }
    case 'Gift':
      return [
        {
          name: `finisher-certificate-${order.number}.svg`,
          data: Buffer.from(
            renderCardSvg({ seed: order.orderId, width: 1600, height: 1131, title: 'Finisher certificate', lines: [eventName, `Order ${order.number}`] }),
          ),
          modified,
        },
      ];
    case 'Promocode':
      return [
        {
          name: `gift-voucher-${item.giftCode ?? order.number}.svg`,
          data: Buffer.from(
            renderCardSvg({
              seed: item.giftCode ?? order.orderId,
              width: 1200,
              height: 600,
              title: 'Gift voucher: all my photos',
              lines: [eventName, `Code ${item.giftCode ?? '(issued once paid)'}`, findProduct(state, item.productId)?.product.description ?? ''],
            }),
          ),
          modified,
        },
      ];
    default:
      return [];
  }
}

/** The order's archive: every item's files in folders, plus a CSV list of what was bought. */
export function orderArchive(state: State, order: OrderRecord): Buffer {
  const entries: ZipEntry[] = [];
  const csv = ['item,product,type,price,files'];
  for (const item of order.items) {
    const files = filesOfItem(state, order, item);
    const folder = `${order.number}/${item.productType}-${item.orderItemId}/`;
    entries.push(...files.map((file) => ({ ...file, name: folder + file.name })));
    csv.push([item.orderItemId, item.title, item.productType, item.totalPrice.toFixed(2), String(files.length)].map(csvCell).join(','));
  }
  entries.push({ name: `${order.number}/order.csv`, data: Buffer.from(`${csv.join('\r\n')}\r\n`) });
  return createZip(entries);
}

const csvCell = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
