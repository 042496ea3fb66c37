/** The photos of one album (all photos, or one photo report), fetched as the visitor scrolls. */
import type { Id, Photo } from '../../src/api/schemas';
import { getPage } from '../../src/runtime/page';
import { galleryOf } from '../../src/store/gallery';
import { PhotoBrowser } from './PhotoBrowser';
import { usePagerSource } from './photo-source';

export function AlbumPhotos({ albumId, listLabel, onPick }: { albumId: Id; listLabel: string; onPick?: (photo: Photo) => void }) {
  const source = usePagerSource(galleryOf(getPage().store).album(albumId));
  return <PhotoBrowser source={source} listLabel={listLabel} onPick={onPick} />;
}
