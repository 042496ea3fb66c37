/** The hosted shop's home page: the one place its tag, attributes, events, parts and room are written (src/runtime/descriptor.ts). */
import { describeWidget } from '../../src/runtime/descriptor.ts';

export default describeWidget({
  tag: 'racelens-home',
  component: 'Home',
  title: 'Home',
  summary: "The hosted shop's home: events, the event search and recent searches.",
  description:
    "Its home page (`/`): recent and upcoming events, the event search and the visitor's recent searches; event links go to `{shopUrl}/event/{id}` and `{shopUrl}/search?event={id}`.",
  shopOnly: true,
  room: { minHeight: '480px' },
  areas: ['shop'],
  attributes: {},
  events: {
    onEventSearch: { when: 'The visitor submitted the event search.', detail: '{ query: string }' },
  },
  parts: { 'event-card': 'One event in the lists.' },
  lazyParts: [],
});
