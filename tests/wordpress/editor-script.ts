/**
 * The plugin's editor script, assets/blocks.js, run on stand-ins for the wp.* globals with the
 * data PHP puts on the editor page (window.racelensBlocks): what its blocks' previews show. Used
 * by the unit test (with data made like PHP makes it) and the WordPress test (with PHP's own).
 */
import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { pluginDir } from '../../integrations/wordpress/build.ts';

interface Element {
  type: unknown;
  props: Record<string, unknown> | null;
  children: unknown[];
}

export interface EditorData {
  widgets: Record<string, { tag: string; hint: string; controls: Array<{ attribute: string; html: string; kind: string }> }>;
  rules: Record<string, { pattern: string; flags: string }>;
  sdkReady: boolean;
  texts: Record<string, string>;
}

function find(node: unknown, match: (element: Element) => boolean): Element | undefined {
  if (!node || typeof node !== 'object') return undefined;
  if (Array.isArray(node)) return node.map((child) => find(child, match)).find(Boolean);
  const element = node as Element;
  if (match(element)) return element;
  return find(element.children, match) ?? find(element.props?.children, match);
}

export function editorScript(data: EditorData) {
  const blocks: Record<string, { edit: (props: object) => unknown }> = {};
  const wp = {
    element: { createElement: (type: unknown, props: Element['props'], ...children: unknown[]): Element => ({ type, props, children }), Fragment: 'Fragment' },
    blockEditor: { useBlockProps: (props: object) => props, InspectorControls: 'InspectorControls' },
    components: {
      ToggleControl: 'ToggleControl',
      SelectControl: 'SelectControl',
      TextControl: 'TextControl',
      PanelBody: 'PanelBody',
      Placeholder: 'Placeholder',
    },
    blocks: {
      registerBlockType: (name: string, settings: { edit: (props: object) => unknown }) => (blocks[name] = settings),
      getBlockType: (name: string) => ({ title: name, icon: { src: 'block-default' } }),
    },
  };
  runInNewContext(readFileSync(`${pluginDir}/assets/blocks.js`, 'utf8'), { window: { wp, racelensBlocks: { ...data, sdkReady: true } } });
  return {
    blocks: Object.keys(blocks),
    /** The preview's element attributes for these block attributes: what the editor keeps. */
    preview(name: string, attributes: Record<string, unknown>): Record<string, unknown> {
      const tree = blocks[`racelens/${name}`]!.edit({ attributes, setAttributes() {} });
      const element = find(tree, (e) => e.type === data.widgets[name]!.tag);
      if (!element) throw new Error(`no <${data.widgets[name]!.tag}> in the preview of ${name}`);
      return element.props ?? {};
    },
    /** The help under a field: its own, or that the value is not valid. */
    help(name: string, attributes: Record<string, unknown>, attribute: string): unknown {
      const tree = blocks[`racelens/${name}`]!.edit({ attributes, setAttributes() {} });
      return find(tree, (e) => (e.props as { key?: string } | null)?.key === attribute)?.props?.help;
    },
  };
}
