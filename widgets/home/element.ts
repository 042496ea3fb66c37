// Entry of the <racelens-home> chunk: events, event search and recent searches.
import { Home } from './';
import { defineWidget } from '../../src/runtime/define-widget';

defineWidget(Home, { events: ['onEventSearch'] });
