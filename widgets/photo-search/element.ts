// Entry of the <racelens-photo-search> chunk: search by bib, face or e-mail, and results.
import { PhotoSearch } from './';
import { defineWidget } from '../../src/runtime/define-widget';

defineWidget(PhotoSearch, {
  props: { eventId: 'number', number: 'string', view: 'string', mode: 'string', headingLevel: 'number' },
  events: ['onSearch', 'onError'],
});
