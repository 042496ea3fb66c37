/**
 * The WordPress plugin's PHP read as WordPress's plugin review reads it: no file runs outside
 * WordPress, everything echoed is a literal or goes through an escaping function, no request
 * variable is used unchecked, and the settings page is the settings API's (nonce, capability,
 * sanitize callback). The block files the build generates match their sources, and the value
 * rules are written once. `npm run test:wordpress` runs `php -l`, PHP_CodeSniffer and the plugin
 * itself.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { blockTexts, generateBlocks } from '../../integrations/wordpress/block-json';
import { type BlockSource, blockSources } from '../../integrations/wordpress/block-source';
import { valueRules, wordpressBlocks } from '../../integrations/wordpress/blocks';
import { compileMo, moMessages, pluginContents, pluginDir, pluginFiles, readCatalogue, wordpressLocales } from '../../integrations/wordpress/build';
import { roomStyle } from '../../src/embed/snippet';
import { embedRooms } from '../../widgets/embed-widgets';
import { wordpressSettings } from '../../widgets/info-page/builder/code';
import { type EditorData, editorScript } from '../wordpress/editor-script';

/** WordPress's escaping functions, and those that print nothing but a safe fragment. */
const ESCAPERS = [
  'esc_html',
  'esc_attr',
  'esc_url',
  'esc_html__',
  'esc_attr__',
  'esc_textarea',
  'wp_kses',
  'wp_kses_post',
  'absint',
  'intval',
  'selected',
  'checked',
  'tag_escape',
];

const php = pluginFiles()
  .filter((file) => file.endsWith('.php'))
  .map((file) => ({ file, source: readFileSync(`${pluginDir}/${file}`, 'utf8') }));

/** The source without comments, strings kept (they are what gets echoed). */
function code(source: string): string {
  let out = '';
  for (let i = 0; i < source.length; i++) {
    const c = source[i]!;
    if (c === "'" || c === '"') {
      const end = stringEnd(source, i);
      out += source.slice(i, end + 1);
      i = end;
    } else if (source.startsWith('//', i) || (c === '#' && source[i + 1] !== '[')) {
      while (i < source.length && source[i] !== '\n') i++;
      out += '\n';
    } else if (source.startsWith('/*', i)) {
      i = source.indexOf('*/', i) + 1;
    } else out += c;
  }
  return out;
}

function stringEnd(source: string, start: number): number {
  const quote = source[start];
  for (let i = start + 1; i < source.length; i++) {
    if (source[i] === '\\') i++;
    else if (source[i] === quote) return i;
  }
  throw new Error(`unterminated string at ${start}`);
}

/** Splits at `separator` outside strings and brackets. */
function splitTop(expression: string, separator: RegExp): string[] {
  const parts: string[] = [];
  let depth = 0;
  let last = 0;
  for (let i = 0; i < expression.length; i++) {
    const c = expression[i]!;
    if (c === "'" || c === '"') i = stringEnd(expression, i);
    else if ('([{'.includes(c)) depth++;
    else if (')]}'.includes(c)) depth--;
    else if (depth === 0 && separator.test(c)) {
      parts.push(expression.slice(last, i));
      last = i + 1;
    }
  }
  parts.push(expression.slice(last));
  return parts.map((p) => p.trim());
}

/** Why a piece of an echo is not known to be escaped, or null when it is. */
function unescaped(part: string): string | null {
  if (/^'([^'\\]|\\.)*'$/s.test(part) || /^"([^"\\$]|\\.)*"$/s.test(part)) return null;
  const call = /^([a-z_]+)\s*\((.*)\)$/s.exec(part);
  if (call && ESCAPERS.includes(call[1]!) && splitTop(`(${call[2]})`, /\./).length === 1) return null;
  if (part.startsWith('(') && part.endsWith(')') && splitTop(part, /\./).length === 1) {
    const inner = part.slice(1, -1);
    const [, branches] = splitTop(inner, /\?/);
    if (branches) return splitTop(branches, /:/).map(unescaped).find(Boolean) ?? null;
    return splitTop(inner, /\./).map(unescaped).find(Boolean) ?? null;
  }
  return part;
}

/** Every `echo …;` of a file. */
function echoes(source: string): string[] {
  const body = code(source);
  const out: string[] = [];
  for (const match of body.matchAll(/\becho\b/g)) {
    const rest = body.slice(match.index! + 4);
    out.push(splitTop(rest, /;/)[0]!);
  }
  return out;
}

describe('the WordPress plugin as WordPress reviews it', () => {
  it('has PHP files to read', () => {
    expect(php.map((f) => f.file)).toContain('racelens.php');
    expect(php.length).toBeGreaterThan(3);
  });

  it.each(php)('$file stops unless WordPress loaded it', ({ file, source }) => {
    const firstStatement = code(source)
      .replace(/^<\?php\s*/, '')
      .trim()
      .split(';')[0];
    // uninstall.php runs only when WordPress deletes the plugin.
    expect(firstStatement).toBe(file === 'uninstall.php' ? "defined( 'WP_UNINSTALL_PLUGIN' ) || exit" : "defined( 'ABSPATH' ) || exit");
  });

  it.each(php)('$file echoes only literals and escaped values', ({ source }) => {
    const problems = echoes(source).flatMap((expression) => splitTop(expression, /\./).map(unescaped).filter(Boolean));
    expect(problems).toEqual([]);
    // Output functions that skip escaping, and the short echo tag.
    expect(code(source)).not.toMatch(/\b(_e|_ex|printf|vprintf|print|print_r|var_dump)\s*\(|<\?=/);
    expect(source).not.toMatch(/EscapeOutput/);
  });

  it.each(php)('$file reads no request variable unchecked', ({ source }) => {
    const body = code(source);
    expect(body).not.toMatch(/\$_(POST|REQUEST|COOKIE|SERVER|FILES)\b/);
    for (const line of body.split('\n').filter((l) => l.includes('$_GET'))) {
      // Only tested (isset, is_string) or unslashed and sanitized.
      const uses = [...line.matchAll(/\$_GET\[/g)].length;
      const checked = [...line.matchAll(/\b(isset|is_string)\s*\(\s*\$_GET\[|\bsanitize_text_field\(\s*wp_unslash\(\s*\$_GET\[/g)].length;
      expect(checked, line.trim()).toBe(uses);
    }
  });

  it('the settings page: the settings API with a sanitize callback, for manage_options only', () => {
    const all = php.map((f) => code(f.source)).join('\n');
    expect(all).toMatch(/register_setting\([^;]*'sanitize_callback'\s*=>\s*'racelens_sanitize_settings'/s);
    expect(all).toMatch(/add_options_page\([^;]*'manage_options'/s);
    expect(all).toMatch(/function racelens_settings_page\(\)\s*\{\s*if \( ! current_user_can\( 'manage_options' \) \)/);
    // settings_fields() prints the nonce that options.php checks.
    expect(all).toMatch(/settings_fields\( 'racelens' \)/);
    expect(all).toMatch(/admin_url\( 'options\.php' \)/);
  });

  it('the checker itself: finds an unescaped echo, accepts an escaped one', () => {
    const bad = [
      '<?php',
      "defined( 'ABSPATH' ) || exit;",
      "echo '<a href=\"' . $url . '\">' . esc_html( $t ) . '</a>';",
      'echo ( $a ? esc_attr( $b ) : $c );',
    ].join('\n');
    expect(echoes(bad).flatMap((e) => splitTop(e, /\./).map(unescaped).filter(Boolean))).toEqual(['$url', '$c']);
    const good = "echo '<p>' . esc_html__( 'Hi; there', 'racelens' ) . ( $x ? esc_url( $u ) : esc_attr( $v ) ) . \"</p>\";";
    expect(echoes(good).flatMap((e) => splitTop(e, /\./).map(unescaped).filter(Boolean))).toEqual([]);
  });
});

/**
 * The texts the plugin translates: each __() / esc_html__() of the 'racelens' domain, the header's
 * description, and the texts of the generated block files (block.json, blocks/widgets.json).
 */
function pluginTexts(): string[] {
  const texts = new Set<string>(blockTexts().map(({ text }) => text));
  for (const { source } of php) {
    for (const match of code(source).matchAll(/\b(?:__|esc_html__|esc_attr__)\(\s*'((?:[^'\\]|\\.)*)',\s*'racelens'\s*\)/g))
      texts.add(match[1]!.replace(/\\(.)/g, '$1'));
    const description = /^ \* Description:\s*(.+)$/m.exec(source);
    if (description) texts.add(description[1]!.trim());
  }
  return [...texts].sort();
}

describe('the WordPress plugin in the widgets’ seven languages', () => {
  const texts = pluginTexts();
  const placeholders = (text: string) => (text.match(/%\d\$s|\[racelens\]|widget="…"|\?(pre)?order=…/g) ?? []).sort();
  /** Texts a language keeps as in English: the product's name, and words that language uses as they are. */
  const same: Record<string, string[]> = {
    de: ['Racelens', 'Theme', 'Videos'],
    es: ['Racelens'],
    it: ['Racelens'],
    el: ['Racelens'],
    sk: ['Racelens'],
    cs: ['Racelens'],
  };

  it('reads the texts of the PHP', () => {
    expect(texts).toContain('Racelens photo search');
    expect(texts.length).toBeGreaterThan(50);
  });

  it.each(Object.keys(wordpressLocales))('%s has every text, translated, with the same placeholders', (lang) => {
    const catalogue = readCatalogue(lang);
    expect(Object.keys(catalogue).sort()).toEqual(texts);
    for (const [english, translated] of Object.entries(catalogue)) {
      expect(translated.trim(), english).not.toBe('');
      expect(placeholders(translated), english).toEqual(placeholders(english));
      if (!same[lang]!.includes(english)) expect(translated, `${lang}: ${english}`).not.toBe(english);
    }
  });

  it('compiles a catalogue into a .mo file gettext reads back', () => {
    const mo = Buffer.from(compileMo('de_DE', { Photos: 'Fotos', 'Event ID': 'Veranstaltungs-ID' }));
    expect(mo.readUInt32LE(0)).toBe(0x950412de);
    const count = mo.readUInt32LE(8);
    const read = (table: number, i: number) => {
      const at = mo.readUInt32LE(table) + i * 8;
      return mo.subarray(mo.readUInt32LE(at + 4), mo.readUInt32LE(at + 4) + mo.readUInt32LE(at)).toString('utf8');
    };
    const pairs = Array.from({ length: count }, (_, i) => [read(12, i), read(16, i)]);
    expect(pairs).toEqual([
      ['', 'Content-Type: text/plain; charset=UTF-8\nLanguage: de_DE\n'],
      ['Event ID', 'Veranstaltungs-ID'],
      ['Photos', 'Fotos'],
    ]);
  });
});

/** What a block.json may hold for WordPress 6.1 (what register_block_type_from_metadata() reads). */
const BLOCK_JSON_KEYS = [
  '$schema',
  'apiVersion',
  'name',
  'title',
  'category',
  'parent',
  'ancestor',
  'icon',
  'description',
  'keywords',
  'textdomain',
  'attributes',
  'providesContext',
  'usesContext',
  'supports',
  'styles',
  'variations',
  'example',
  'editorScript',
  'script',
  'viewScript',
  'editorStyle',
  'style',
  'render',
];

const sourceOf = (sources: BlockSource[], name: string) => sources.find((s) => s.tag === `racelens-${name}`)!;

describe('the blocks: one block.json each, generated from the widgets and the plugin’s choices', () => {
  const sources = blockSources();
  const generated = generateBlocks();
  const contents = pluginContents();
  const source = (file: string) => readFileSync(`${pluginDir}/${file}`, 'utf8');

  it('are made by the build into the plugin as installed, not kept in the repository', () => {
    expect(pluginFiles().filter((file) => file.startsWith('blocks'))).toEqual([]);
    const built = Object.keys(contents).filter((file) => file.startsWith('blocks/'));
    expect(built.sort()).toEqual([...wordpressBlocks.map((b) => `blocks/${b.name}/block.json`), 'blocks/widgets.json'].sort());
    for (const file of built) expect(Buffer.from(contents[file]!).toString('utf8'), file).toBe(generated.files[file]);
  });

  it('prints the widgets’ rooms inline in the head, as the pasted snippet carries them', () => {
    expect(Buffer.from(contents['assets/rooms.css']!).toString('utf8')).toBe(roomStyle(embedRooms));
    expect(source('racelens.php')).toContain("add_action( 'wp_head', 'racelens_print_rooms', 1 );");
    expect(source('includes/assets.php')).toContain(`echo '<style id="racelens-rooms">' . esc_html( $rooms ) . '</style>'`);
    expect(roomStyle(embedRooms)).not.toMatch(/[&<>"']/);
    // The loader stays async: the first paint never waits for the CDN.
    expect(source('includes/assets.php')).toContain(`'" async' . $attributes`);
  });

  it.each(wordpressBlocks)('$name: block API 3, its title, description and attributes from the widget', (block) => {
    const json = JSON.parse(generated.files[`blocks/${block.name}/block.json`]!);
    const widget = sourceOf(sources, block.name);
    expect(json).toMatchObject({
      apiVersion: 3,
      name: `racelens/${block.name}`,
      title: widget.title,
      description: widget.description,
      category: 'widgets',
      icon: block.icon,
      textdomain: 'racelens',
      supports: { align: ['wide', 'full'], html: false },
      editorScript: 'racelens-blocks',
      editorStyle: 'racelens-blocks-editor',
    });
    expect(Object.keys(json).filter((key) => !BLOCK_JSON_KEYS.includes(key))).toEqual([]);
    // The widget's attributes the sidebar sets, in its order; a boolean stays one, any other
    // value is the text of a field.
    expect(Object.keys(json.attributes)).toEqual(Object.keys(block.controls));
    for (const [name, attribute] of Object.entries(json.attributes)) {
      const type = widget.attributes.find((a) => a.name === name)!.type;
      expect(attribute, name).toEqual(type === 'boolean' ? { type: 'boolean', default: false } : { type: 'string' });
    }
    // What PHP reads: the element and its attribute names, from the widget too.
    const catalogue = generated.catalogue.widgets[block.name]!;
    expect(catalogue.tag).toBe(widget.tag);
    expect(Object.entries(catalogue.attributes).map(([name, a]) => [name, a.html])).toEqual(
      Object.keys(block.controls).map((name) => [name, widget.attributes.find((a) => a.name === name)!.attribute]),
    );
  });

  it('the blocks: registered from their folder, rendered on the server, with the handles assets.php registers', () => {
    const blocks = code(source('includes/blocks.php'));
    expect(blocks).toMatch(/register_block_type\(\s*dirname\( RACELENS_PLUGIN_FILE \) \. '\/blocks\/' \. \$name,\s*array\(\s*'render_callback' =>/);
    expect(blocks).not.toMatch(/api_version/);
    const assets = code(source('includes/assets.php'));
    expect(assets).toMatch(/wp_register_script\(\s*'racelens-blocks',/);
    expect(assets).toMatch(/wp_register_style\( 'racelens-blocks-editor',/);
    // The editor's texts come translated from PHP: the script needs no wp-i18n.
    expect(assets).not.toMatch(/wp-i18n/);
    expect(source('assets/blocks.js')).not.toMatch(/\bi18n\b/);
  });

  it('the block.json texts are translated under the contexts WordPress looks them up by', () => {
    const german = moMessages('de', generated);
    expect(german['block title\u0004Racelens photo search']).toBe('Racelens-Fotosuche');
    for (const { text, context } of blockTexts(generated).filter((t) => t.context)) {
      expect(german[`${context}\u0004${text}`], text).toBe(readCatalogue('de')[text]);
    }
  });

  it('the generator refuses a block it cannot make', () => {
    const block = wordpressBlocks.find((b) => b.name === 'cart-drawer')!;
    const make =
      (controls: object, name = block.name) =>
      () =>
        generateBlocks(sources, [{ ...block, name, controls: controls as never }]);
    expect(make(block.controls)).not.toThrow();
    expect(make(block.controls, 'photo-gallery')).toThrow(/no widget racelens-photo-gallery/);
    expect(make({ minHeight: { shortcode: 'min-height', kind: 'name', label: 'x' } })).toThrow(/not an attribute/);
    expect(make({ cartUrl: { shortcode: 'cart-url', kind: 'toggle', label: 'x' } })).toThrow(/toggle/);
    expect(make({ inline: { shortcode: 'inline', kind: 'name', label: 'x' } })).toThrow(/toggle/);
    expect(make({ cartUrl: { shortcode: 'align', kind: 'url', label: 'x' } })).toThrow(/is taken/);
    expect(make({ cartUrl: { shortcode: 'cart-url', kind: 'select', label: 'x' } })).toThrow(/options/);
  });
});

/** The editor's data as racelens_enqueue_editor_assets() makes it (texts untranslated). */
function editorData(rules: EditorData['rules'] = valueRules): EditorData {
  const widgets: EditorData['widgets'] = {};
  for (const [name, widget] of Object.entries(generateBlocks().catalogue.widgets)) {
    widgets[name] = { tag: widget.tag, hint: widget.hint, controls: Object.entries(widget.attributes).map(([attribute, a]) => ({ attribute, ...a })) };
  }
  return { widgets, rules, sdkReady: true, texts: { settings: 'Widget settings', noSdk: '', invalid: 'Not valid: this value is left out.' } };
}

describe('the value rules: written once, in blocks.ts', () => {
  const handling = ['includes/widgets.php', 'includes/render.php', 'includes/blocks.php', 'includes/assets.php', 'includes/settings.php', 'assets/blocks.js'];

  it('no PHP or script of the plugin writes a rule of its own', () => {
    for (const file of handling) {
      const text = readFileSync(`${pluginDir}/${file}`, 'utf8');
      for (const [kind, { pattern }] of Object.entries(valueRules)) {
        // The pattern's body, as a PHP string or a JavaScript regular expression literal would write it.
        const body = pattern.replace(/^\^|\$$/g, '');
        expect(text.includes(body) || text.includes(body.replace(/\//g, '\\/')), `${file}: ${kind}`).toBe(false);
      }
    }
  });

  it('PHP passes the rules to the editor script, which checks by them and by nothing else', () => {
    expect(code(readFileSync(`${pluginDir}/includes/assets.php`, 'utf8'))).toMatch(/'rules'\s*=>\s*racelens_catalogue\(\)\['rules'\]/);
    const editor = editorScript(editorData());
    expect(editor.blocks.sort()).toEqual(wordpressBlocks.map((b) => `racelens/${b.name}`).sort());
    expect(editor.preview('event-gallery', { eventId: '101', tab: 'reports' })).toEqual({ 'event-id': '101', tab: 'reports' });
    expect(editor.preview('event-gallery', { eventId: '1" onclick="x' })).toEqual({});
    expect(editor.help('event-gallery', { eventId: '10 1' }, 'eventId')).toBe('Not valid: this value is left out.');
    // Other rules handed over, other verdicts: the script has none of its own.
    const strict = editorScript(editorData({ ...valueRules, id: { pattern: '^7$', flags: '' } }));
    expect(strict.preview('event-gallery', { eventId: '101' })).toEqual({});
    expect(strict.preview('event-gallery', { eventId: '7' })).toEqual({ 'event-id': '7' });
  });

  it('each rule reads the same to PHP’s PCRE and to JavaScript: no delimiter or syntax only one of them has', () => {
    for (const [kind, { pattern, flags }] of Object.entries(valueRules)) {
      expect(pattern, kind).not.toMatch(/#|\(\?<|\\[pPkKRXhHvVNAzZG]|\(\?[a-z]/);
      expect(flags, kind).toMatch(/^i?$/);
      expect(() => new RegExp(pattern, flags)).not.toThrow();
    }
  });

  it('the embed builder names each Settings → Racelens field as the plugin labels it, in every language', () => {
    // The builder's WordPress tab lists what to enter there (EmbedBuilder.tsx); an organizer looks
    // for the plugin's own words, so a renamed field must rename the builder's too.
    const settingsPage = readFileSync(`${pluginDir}/includes/settings-page.php`, 'utf8');
    const english = Object.fromEntries([...settingsPage.matchAll(/'(\w+)'\s*=>\s*array\( __\( '([^']+)'/g)].map((m) => [m[1]!, m[2]!]));
    const fields = wordpressSettings({
      loader: 'l',
      data: { api: 'a', tenant: 't', lang: 'cs', currency: '978', shop: 's', 'finisher-card': 'off' },
      widgets: [],
      theme: {},
    }).map((s) => s.field);
    expect(fields.sort()).toEqual(Object.keys(english).sort());
    for (const lang of ['en', ...Object.keys(wordpressLocales)]) {
      const builder = JSON.parse(readFileSync(`src/i18n/locales/builder/${lang}.json`, 'utf8')) as Record<string, string>;
      const plugin = lang === 'en' ? undefined : readCatalogue(lang);
      for (const field of fields) expect(builder[`builder.wp.${field}`], `${lang} ${field}`).toBe(plugin ? plugin[english[field]!] : english[field]);
    }
  });
});
