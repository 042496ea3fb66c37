/** The hosted shop's information pages: the one place its tag, attributes, events, parts and room are written (src/runtime/descriptor.ts). */
import { describeWidget } from '../../src/runtime/descriptor.ts';

export default describeWidget({
  tag: 'racelens-page',
  component: 'InfoPage',
  title: 'Information page',
  summary: "The hosted shop's contacts, legal notice and landings with their request forms.",
  description:
    'The pages that are not widgets of their own: contacts, the legal notice and the landings for organizers, photographers and business with their request forms.',
  shopOnly: true,
  room: { minHeight: '320px' },
  areas: ['info', 'validation'],
  attributes: {
    name: {
      type: 'string',
      values: ['contacts', 'impressum', 'organizers', 'photographers', 'business'],
      default: 'contacts',
      description: '`contacts` (default), `impressum`, `organizers`, `photographers` or `business`.',
    },
  },
  events: {},
  parts: {},
  lazyParts: ['builder/EmbedBuilder'],
});
