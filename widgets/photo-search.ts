// Entry of the <racelens-photo-search> chunk: search by bib, face or e-mail, and results.
import { PhotoSearch } from '../src/components/photo-search';
import { defineWidget } from './define-widget';

defineWidget(PhotoSearch, {
  props: { eventId: 'number', number: 'string', view: 'string', mode: 'string', headingLevel: 'number' },
  events: ['onSearch', 'onError'],
});
