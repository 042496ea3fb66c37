// The chunk entry of the results page's photo links; it defines racelens-bib-photos too, which it puts into the rows. Its attributes are its descriptor's (./descriptor.ts).

import { defineWidget } from '../../src/runtime/define-widget';
import { ResultsPhotos } from './';

defineWidget(ResultsPhotos);
