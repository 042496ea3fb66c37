// Entry of the <racelens-photo-search> chunk (issue 5): search by bib, face or e-mail, and results.
import { PhotoSearch } from '../src/components/photo-search';
import { defineWidget } from '../src/elements/define-widget';

defineWidget(PhotoSearch, {
  props: { eventId: 'number', number: 'string', view: 'string', mode: 'string', headingLevel: 'number' },
  events: ['onSearch', 'onError'],
});
