import { widget } from '../../src/runtime/widget';
import { descriptor } from './descriptor.generated';
import { ResultsPhotosView } from './ResultsPhotosView';

export const ResultsPhotos = widget(descriptor, ResultsPhotosView);
