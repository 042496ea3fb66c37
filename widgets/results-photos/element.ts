// The chunk entry of the results page's photo links. Its attributes are its descriptor's (./descriptor.ts).

import { defineWidget } from '../../src/runtime/define-widget';
import { ResultsPhotos } from './';

defineWidget(ResultsPhotos);
