import { widget } from '../../src/runtime/widget';
import { BibPhotosView } from './BibPhotosView';
import css from './bib-photos.css?inline';
import { descriptor } from './descriptor.generated';

export const BibPhotos = widget(descriptor, BibPhotosView, [css]);
