import { widget } from '../../src/runtime/widget';
import css from './photo-search.css?inline';
import { PhotoSearchView } from './PhotoSearchView';
import { photoSearchRoom } from '../../src/runtime/rooms';

export type { PhotoSearchProps, SearchDetail, SearchErrorDetail, SearchMethod } from './types';

export const PhotoSearch = widget('racelens-photo-search', PhotoSearchView, {
  room: photoSearchRoom,
  areas: ['search'],
  styles: [css],
});
