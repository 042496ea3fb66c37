/** Photo links on the organizer's results page: the one place its tag, attributes, events, parts and room are written (src/runtime/descriptor.ts). */
import { describeWidget } from '../../src/runtime/descriptor.ts';

export default describeWidget({
  tag: 'racelens-results-photos',
  component: 'ResultsPhotos',
  title: 'Photos on the results',
  summary: "Adds a 'Photos' link to every row of your results table, opening the photo search for that bib.",
  description:
    "Pasted once beside your results (a `<table>`, or a list whose children are the rows, with the id given in `for`), it adds to the end of every row a small \"Photos\" link that opens the photo search for that row's bib: the photo search on this page where there is one, else the hosted shop's. The bib's column (and the name's) is found from the header in any of the seven languages, or from the values; name it with `bib-column` / `name-column` where it is not. Each row gets its link as it comes near the screen, in slices, so a page of 10,000 rows stays smooth and does not shift; rows your page adds later (paging, filtering) get theirs too. In a table the links are shown over the rows from a layer right after the table (`racelens-photos-layer`), so your table itself is not changed; screen readers still find each link in its row. The links take your table's font and the theme's link colour, and have the class `racelens-photos-link` for your own rules. Where the event searches by surname, the row's surname is filled in as well. It shows nothing itself; what it cannot do (no element with that id, no bib column) it says in the console, changing nothing on your page.",
  // It shows nothing of its own: no room to keep.
  room: { minHeight: '0px' },
  areas: ['results'],
  attributes: {
    eventId: { type: 'number', description: 'The event id from the platform. Required.' },
    for: { type: 'string', description: 'The id of your results table, or of the element its rows are in. Required.' },
    bibColumn: {
      type: 'string',
      description: 'The bib\'s column, where it is not found by itself: its header text (`"Startnr."`) or its position from 1 (`"2"`).',
    },
    nameColumn: {
      type: 'string',
      description: "The name's column, for the links' accessible names and the surname: its header text or its position from 1.",
    },
  },
  events: {},
  parts: {},
  lazyParts: [],
});
