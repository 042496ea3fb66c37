/**
 * The plugin's generated files, made by the build (build.ts puts them into the zip; they are not
 * in the repository): one block.json per block (block API version 3, rendered on the server by
 * racelens_render_block()), and blocks/widgets.json, what the PHP reads about the widgets (the
 * element, each setting's element and shortcode attribute, kind and sidebar texts) and the value
 * rules. Both come from the widgets' BlockSource and the plugin's choices in blocks.ts.
 */
import { type BlockSource, blockSources } from './block-source.ts';
import { type BlockControl, valueRules, type WordPressBlock, wordpressBlocks } from './blocks.ts';

export interface BlockJson {
  $schema: string;
  apiVersion: 3;
  name: string;
  title: string;
  category: string;
  icon: string;
  description: string;
  keywords: string[];
  textdomain: string;
  attributes: Record<string, { type: 'string' | 'boolean'; default?: boolean }>;
  supports: { align: string[]; html: boolean };
  editorScript: string;
  editorStyle: string;
}

/** One widget in blocks/widgets.json. */
export interface CatalogueWidget {
  tag: string;
  hint: string;
  attributes: Record<string, { html: string; shortcode: string; kind: BlockControl['kind']; label: string; help: string; options?: BlockControl['options'] }>;
}

export interface GeneratedBlocks {
  /** block.json by block name. */
  blocks: Record<string, BlockJson>;
  catalogue: { rules: typeof valueRules; widgets: Record<string, CatalogueWidget> };
  /** The files by their path in the plugin folder, as written. */
  files: Record<string, string>;
}

/** The alignments the blocks and the shortcode offer (blocks.php drops any other). */
const alignments = ['wide', 'full'];

export function generateBlocks(sources: BlockSource[] = blockSources(), blocks: WordPressBlock[] = wordpressBlocks): GeneratedBlocks {
  const generated: GeneratedBlocks = { blocks: {}, catalogue: { rules: valueRules, widgets: {} }, files: {} };
  for (const block of blocks) {
    const source = sources.find((s) => s.tag === `racelens-${block.name}`);
    if (!source) throw new Error(`the block ${block.name} has no widget racelens-${block.name}`);
    const widget: CatalogueWidget = { tag: source.tag, hint: block.hint ?? '', attributes: {} };
    const attributes: BlockJson['attributes'] = {};
    const shortcodes = new Set(['widget', 'align']);
    for (const [name, control] of Object.entries(block.controls)) {
      const attribute = source.attributes.find((a) => a.name === name);
      const where = `${block.name}: ${name}`;
      if (!attribute) throw new Error(`${where} is not an attribute of ${source.tag}`);
      if ((control.kind === 'toggle') !== (attribute.type === 'boolean'))
        throw new Error(`${where}: a toggle is what a boolean attribute takes, and only that`);
      if (control.kind === 'select' ? !control.options?.length : control.options) throw new Error(`${where}: options are for a select, and a select has them`);
      if (shortcodes.has(control.shortcode)) throw new Error(`${where}: the shortcode attribute ${control.shortcode} is taken`);
      shortcodes.add(control.shortcode);
      // A boolean is the sidebar's toggle; every other value is what the sidebar's field holds,
      // text, checked by its rule when the page is made. A widget's own default is not copied:
      // it would be fixed into the block at the plugin's build, not follow the SDK's.
      attributes[name] = attribute.type === 'boolean' ? { type: 'boolean', default: attribute.default === true } : { type: 'string' };
      widget.attributes[name] = {
        html: attribute.attribute,
        shortcode: control.shortcode,
        kind: control.kind,
        label: control.label,
        help: control.help ?? '',
        ...(control.options ? { options: control.options } : {}),
      };
    }
    generated.blocks[block.name] = {
      $schema: 'https://schemas.wp.org/trunk/block.json',
      apiVersion: 3,
      name: `racelens/${block.name}`,
      title: source.title,
      category: 'widgets',
      icon: block.icon,
      description: source.description,
      keywords: ['racelens', 'photo', 'race'],
      textdomain: 'racelens',
      attributes,
      supports: { align: alignments, html: false },
      editorScript: 'racelens-blocks',
      editorStyle: 'racelens-blocks-editor',
    };
    generated.catalogue.widgets[block.name] = widget;
  }
  const json = (value: unknown) => `${JSON.stringify(value, null, '\t')}\n`;
  for (const [name, blockJson] of Object.entries(generated.blocks)) generated.files[`blocks/${name}/block.json`] = json(blockJson);
  generated.files['blocks/widgets.json'] = json(generated.catalogue);
  return generated;
}

/**
 * The generated files' texts WordPress translates, with the gettext context it looks them up by:
 * a block.json's title and description are translated by WordPress itself with the contexts
 * "block title" and "block description"; the sidebar's texts by racelens_widgets(), without one.
 */
export function blockTexts(generated: GeneratedBlocks = generateBlocks()): Array<{ text: string; context?: string }> {
  const texts: Array<{ text: string; context?: string }> = [];
  for (const block of Object.values(generated.blocks)) {
    texts.push({ text: block.title, context: 'block title' }, { text: block.description, context: 'block description' });
  }
  for (const widget of Object.values(generated.catalogue.widgets)) {
    if (widget.hint) texts.push({ text: widget.hint });
    for (const attribute of Object.values(widget.attributes)) {
      texts.push({ text: attribute.label });
      if (attribute.help) texts.push({ text: attribute.help });
      for (const option of attribute.options ?? []) texts.push({ text: option.label });
    }
  }
  return texts;
}
