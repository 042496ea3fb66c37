// The chunk entry of the shop's information pages: contacts, legal notice and the marketing landings. Its attributes and events are its descriptor's (./descriptor.ts).

import { defineWidget } from '../../src/runtime/define-widget';
import { InfoPage } from './';

defineWidget(InfoPage);
