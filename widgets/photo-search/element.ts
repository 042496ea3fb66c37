// The chunk entry of the photo search: search by bib, face or e-mail, and results. Its attributes and events are its descriptor's (./descriptor.ts).

import { defineWidget } from '../../src/runtime/define-widget';
import { PhotoSearch } from './';

defineWidget(PhotoSearch);
