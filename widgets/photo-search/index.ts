import { widget } from '../../src/runtime/widget';
import { descriptor } from './descriptor.generated';
import css from './photo-search.css?inline';
import { PhotoSearchView } from './PhotoSearchView';

export type { PhotoSearchProps, SearchDetail, SearchErrorDetail, SearchMethod } from './types';

export const PhotoSearch = widget(descriptor, PhotoSearchView, { styles: [css] });
