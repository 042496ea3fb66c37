import { widget } from '../../src/runtime/widget';
import { descriptor } from './descriptor.generated';
import { ResultsPhotosView } from './ResultsPhotosView';
import css from './results-photos.css?inline';

export const ResultsPhotos = widget(descriptor, ResultsPhotosView, [css]);
