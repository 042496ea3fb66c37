// The chunk entry of the event gallery: the event's photos, videos and products. Its attributes and events are its descriptor's (./descriptor.ts).

import { defineWidget } from '../../src/runtime/define-widget';
import { EventGallery } from './';

defineWidget(EventGallery);
