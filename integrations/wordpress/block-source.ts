/**
 * What the WordPress blocks take from a widget: its element, the block's title and description,
 * and its attributes. integrations/wordpress/block-json.ts generates each block.json from this
 * (and from the plugin's own choices in blocks.ts); nothing else about a widget is written in the
 * plugin.
 */

export interface BlockSourceAttribute {
  /** The property, camelCase (`eventId`): the block attribute's name. */
  name: string;
  /** The element attribute, dashed (`event-id`). */
  attribute: string;
  type: 'string' | 'number' | 'boolean';
  description: string;
  default?: string | number | boolean;
}

export interface BlockSource {
  /** The element (`racelens-photo-search`); the block is `racelens/photo-search`. */
  tag: string;
  /** The block's title in the inserter (English; languages/*.json translates it). */
  title: string;
  /** The block's description in the inserter and sidebar (English, translated likewise). */
  description: string;
  attributes: BlockSourceAttribute[];
}

export { blockSources } from './block-source-api-docs.ts';
