/**
 * What the WordPress blocks take from a widget: its element, the block's title and description,
 * and its attributes, all from the widget's descriptor (widgets/<name>/descriptor.ts).
 * integrations/wordpress/block-json.ts generates each block.json from this and from the plugin's
 * own choices in blocks.ts; nothing else about a widget is written in the plugin.
 */
import { type BlockSource, blockSources as fromDescriptors } from '../../widgets/build/block-sources.ts';
import { described } from '../../widgets/registry.ts';

export type { BlockSource };

/** Every widget organizers place; the plugin offers a block for those blocks.ts names. */
export const blockSources = (): BlockSource[] => fromDescriptors(described);
