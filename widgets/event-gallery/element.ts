// Entry of the <racelens-event-gallery> chunk: the event's photos, videos and products.
import { EventGallery } from './';
import { defineWidget } from '../../src/runtime/define-widget';

defineWidget(EventGallery, { props: { eventId: 'number', tab: 'string', headingLevel: 'number' }, events: ['onAdd', 'onError'] });
