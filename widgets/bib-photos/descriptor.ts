/** One photo link for one bib: the one place its tag, attributes, events, parts and room are written (src/runtime/descriptor.ts). */
import { describeWidget } from '../../src/runtime/descriptor.ts';

export default describeWidget({
  tag: 'racelens-bib-photos',
  component: 'BibPhotos',
  title: 'Photos of a bib',
  summary: "A small 'Photos' link that opens the photo search for one bib, for results rows written by hand.",
  description:
    'A link "Photos" for one participant, to put in a results row you write by hand (`<racelens-bib-photos bib="1234">`); the results page\'s photo links put the same link in every row of a results table by themselves. It opens the photo search with the bib filled in: the photo search on this page where there is one (it scrolls there), else the hosted shop\'s (`{shopUrl}/search/{event}/{bib}`). With `surname`, on an event searched by surname, the surname is filled in too; the search\'s second factor is still asked, so the link never shows anybody\'s photos by itself. Its accessible name says whose photos ("Photos of Anna Schmidt, bib 11"). It takes the font of the text around it. Without a bib, or with nowhere to go (no photo search on the page and no `data-shop`), it shows nothing and says why in the console.',
  // A link at the end of a line of text (a results row): nothing to keep room for while it loads,
  // and no rule in every page's loader for it.
  room: { minHeight: '0px' },
  areas: ['results'],
  attributes: {
    bib: { type: 'string', description: 'The bib number (letters, digits and dashes, up to 16). Required.' },
    eventId: {
      type: 'number',
      description: "The event id. Default: the event of the page's results links, else of its photo search.",
    },
    name: { type: 'string', description: "The participant's name, for the link's accessible name." },
    surname: { type: 'string', description: 'The surname to fill in, where the event searches by bib and surname.' },
  },
  events: {},
  parts: {
    'photos-link': 'The link.',
  },
  lazyParts: [],
});
