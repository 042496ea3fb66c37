// The chunk entry of the bib photos link. Its attributes are its descriptor's (./descriptor.ts).

import { defineWidget } from '../../src/runtime/define-widget';
import { BibPhotos } from './';

defineWidget(BibPhotos);
