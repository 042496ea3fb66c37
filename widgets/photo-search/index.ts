import { widget } from '../../src/runtime/widget';
import css from './photo-search.css?inline';
import { PhotoSearchView } from './PhotoSearchView';
import { descriptor } from './descriptor.generated';

export type { PhotoSearchProps, SearchDetail, SearchErrorDetail, SearchMethod } from './types';

export const PhotoSearch = widget(descriptor, PhotoSearchView, [css]);
