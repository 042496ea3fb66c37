// Entry of the <racelens-home> chunk: events, event search and recent searches.
import { Home } from '../src/components/home';
import { defineWidget } from './define-widget';

defineWidget(Home, { events: ['onEventSearch'] });
