// Entry of the <racelens-event-gallery> chunk (issue 6).
import { EventGallery } from '../src/components/event-gallery';
import { defineWidget } from '../src/elements/define-widget';

defineWidget(EventGallery, { props: { eventId: 'number', tab: 'string', headingLevel: 'number' }, events: ['onAdd', 'onError'] });
