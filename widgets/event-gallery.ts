// Entry of the <racelens-event-gallery> chunk (issue 6).
import { EventGallery } from '../src/components/event-gallery';
import { defineWidget } from './define-widget';

defineWidget(EventGallery, { props: { eventId: 'number', tab: 'string' }, events: ['onAdd', 'onError'] });
