// The chunk entry of the photo search: search by bib, face or e-mail, and results. Its attributes and events are its descriptor's (./descriptor.ts).
import { PhotoSearch } from './';
import { defineWidget } from '../../src/runtime/define-widget';

defineWidget(PhotoSearch);
