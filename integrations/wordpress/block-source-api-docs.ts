/**
 * TEMPORARY: the block sources until every widget has its descriptor (widgets/<name>/descriptor.ts);
 * then blockSources() maps the descriptors instead and this file goes. The elements and their
 * attributes come from docs/API.md (as the build reads it today); the blocks' titles and
 * descriptions are the plugin's words, as they were in its PHP catalogue.
 */
import { readApiDocs } from '../../widgets/build/api-docs.ts';
import type { BlockSource, BlockSourceAttribute } from './block-source.ts';

/** The block's wording, by the element's name without `racelens-`. */
const wording: Record<string, { title: string; description: string }> = {
  'photo-search': {
    title: 'Racelens photo search',
    description: 'Participants find their photos and videos by bib number, selfie or e-mail.',
  },
  'event-gallery': {
    title: 'Racelens event gallery',
    description: 'All photos, photo reports and videos of an event, with its products and the cart.',
  },
  'cart-drawer': { title: 'Racelens cart', description: 'The cart button with its item count and drawer, or the cart in the page.' },
  checkout: { title: 'Racelens checkout', description: 'The cart summary and the checkout form, then the payment page.' },
  'order-status': { title: 'Racelens order status', description: 'The payment result and the downloads of an order.' },
};

const types = { string: 'string', number: 'number', boolean: 'boolean' } as const;

export function blockSources(): BlockSource[] {
  return readApiDocs().elements.flatMap((element) => {
    const words = wording[element.tag.replace(/^racelens-/, '')];
    if (!words) return [];
    const attributes = element.attributes.map((a): BlockSourceAttribute => {
      const type = types[a.type as keyof typeof types];
      if (!type) throw new Error(`docs/API.md: ${element.tag} ${a.attribute} has the type "${a.type}"`);
      return { name: a.property, attribute: a.attribute, type, description: a.description };
    });
    return [{ tag: element.tag, ...words, attributes }];
  });
}
