// Entry of the <racelens-event-gallery> chunk: the event's photos, videos and products.
import { EventGallery } from '../src/components/event-gallery';
import { defineWidget } from './define-widget';

defineWidget(EventGallery, { props: { eventId: 'number', tab: 'string', headingLevel: 'number' }, events: ['onAdd', 'onError'] });
