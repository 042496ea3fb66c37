// The chunk entry of the shop's home: events, event search and recent searches. Its attributes and events are its descriptor's (./descriptor.ts).

import { defineWidget } from '../../src/runtime/define-widget';
import { Home } from './';

defineWidget(Home);
