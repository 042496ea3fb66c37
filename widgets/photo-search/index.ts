import { widget } from '../../src/runtime/widget';
import { descriptor } from './descriptor.generated';
import { PhotoSearchView } from './PhotoSearchView';
import css from './photo-search.css?inline';

export const PhotoSearch = widget(descriptor, PhotoSearchView, [css]);
