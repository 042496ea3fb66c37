/** The photos of one album (all photos, or one photo report), fetched as the visitor scrolls. */
import type { Id, Photo } from '../../src/api/schemas';
import { useFeature } from '../../src/runtime/use-store';
import { galleryOf } from '../../src/store/gallery';
import { PhotoBrowser } from './PhotoBrowser';
import { usePagerSource } from './photo-source';

export function AlbumPhotos({ albumId, listLabel, onPick }: { albumId: Id; listLabel: string; onPick?: (photo: Photo) => void }) {
  const source = usePagerSource(useFeature(galleryOf).album(albumId));
  return <PhotoBrowser source={source} listLabel={listLabel} onPick={onPick} />;
}
