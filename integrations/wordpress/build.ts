/**
 * Packs the WordPress plugin into an installable zip, dist/wordpress/racelens.zip, with the
 * plugin's folder at the root of the archive as WordPress's uploader expects, the generated
 * block files (block-json.ts: each block's block.json and blocks/widgets.json), and its
 * translations (languages/<lang>.json) compiled into the .mo files WordPress reads. File dates
 * are fixed so the same sources give the same zip.
 */
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { type Zippable, zipSync } from 'fflate';
import { roomStyle } from '../../src/embed/snippet.ts';
import { LANGUAGE_OPTIONS, type LanguageEntry } from '../../src/i18n/languages.ts';
import { distDir } from '../../widgets/build/dist-dir.ts';
import { embedRooms } from '../../widgets/embed-widgets.ts';
import { blockTexts, type GeneratedBlocks, generateBlocks } from './block-json.ts';

export const pluginDir = resolve(import.meta.dirname, 'racelens');
export const languagesDir = resolve(import.meta.dirname, 'languages');

/** The widgets' languages other than English, as WordPress names its locales (src/i18n/languages.ts). */
export const wordpressLocales: Record<string, string> = Object.fromEntries(
  LANGUAGE_OPTIONS.flatMap((entry: LanguageEntry) => (entry.wordpress ? [[entry.id, entry.wordpress]] : [])),
);

/** The plugin's language setting's choices, id → name, as the SDK lists them: the plugin reads languages.json (includes/settings.php). */
export const languageNames = (): string => `${JSON.stringify(Object.fromEntries(LANGUAGE_OPTIONS.map(({ id, text }) => [id, text])), null, 2)}\n`;

/** A translation catalogue: English text → translated text. */
export const readCatalogue = (lang: string): Record<string, string> =>
  JSON.parse(readFileSync(join(languagesDir, `${lang}.json`), 'utf8')) as Record<string, string>;

/**
 * A GNU gettext .mo file (little-endian, no hash table) with a header naming the locale.
 * Entries are sorted by their original, as the format requires.
 */
export function compileMo(locale: string, messages: Record<string, string>): Uint8Array {
  const header = `Content-Type: text/plain; charset=UTF-8\nLanguage: ${locale}\n`;
  const encode = (text: string) => Buffer.from(text, 'utf8');
  const entries = [['', header] as const, ...Object.entries(messages)]
    .map(([id, text]) => [encode(id), encode(text)] as const)
    .sort(([a], [b]) => Buffer.compare(a, b));
  const count = entries.length;
  const tables = 28 + count * 16;
  let offset = tables;
  const originals: number[] = [];
  const translations: number[] = [];
  for (const [id] of entries) {
    originals.push(id.length, offset);
    offset += id.length + 1;
  }
  for (const [, text] of entries) {
    translations.push(text.length, offset);
    offset += text.length + 1;
  }
  const out = Buffer.alloc(offset);
  for (const [i, value] of [0x950412de, 0, count, 28, 28 + count * 8, 0, tables].entries()) out.writeUInt32LE(value, i * 4);
  for (const [i, value] of [...originals, ...translations].entries()) out.writeUInt32LE(value, 28 + i * 4);
  let at = tables;
  for (const part of [...entries.map(([id]) => id), ...entries.map(([, text]) => text)]) {
    part.copy(out, at);
    at += part.length + 1;
  }
  return out;
}
export const zipPath = distDir('wordpress', 'racelens.zip');

/** Every file under the plugin folder, as paths relative to it, sorted. */
export function pluginFiles(dir = pluginDir): string[] {
  return readdirSync(dir)
    .flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? pluginFiles(path) : [relative(pluginDir, path)];
    })
    .sort();
}

/**
 * A language's messages for the .mo: the catalogue, plus each block.json text under the gettext
 * context WordPress translates it with (the catalogue keeps one entry per English text).
 */
export function moMessages(lang: string, generated: GeneratedBlocks = generateBlocks()): Record<string, string> {
  const catalogue = readCatalogue(lang);
  const messages = { ...catalogue };
  for (const { text, context } of blockTexts(generated)) {
    if (context && catalogue[text]) messages[`${context}\u0004${text}`] = catalogue[text];
  }
  return messages;
}

/** Every file of the installed plugin, by its path in the plugin folder: the sources and what the build makes. */
export function pluginContents(): Record<string, Uint8Array> {
  const contents: Record<string, Uint8Array> = {};
  for (const file of pluginFiles()) contents[file.split('\\').join('/')] = readFileSync(join(pluginDir, file));
  // Every widget's room while its code loads, as the pasted snippet carries it
  // (src/embed/snippet.ts): printed inline in the head of a page with a widget
  // (includes/assets.php), so the first frame has it in every theme and engine.
  contents['assets/rooms.css'] = Buffer.from(roomStyle(embedRooms), 'utf8');
  contents['languages.json'] = Buffer.from(languageNames(), 'utf8');
  const generated = generateBlocks();
  for (const [file, text] of Object.entries(generated.files)) contents[file] = Buffer.from(text, 'utf8');
  for (const [lang, locale] of Object.entries(wordpressLocales)) {
    contents[`languages/racelens-${locale}.mo`] = compileMo(locale, moMessages(lang, generated));
  }
  return contents;
}

export function buildPluginZip(): { path: string; files: string[] } {
  const contents = pluginContents();
  const entries: Zippable = {};
  const mtime = new Date('2026-01-01T00:00:00Z');
  for (const [file, data] of Object.entries(contents)) entries[`racelens/${file}`] = [data, { mtime }];
  mkdirSync(distDir('wordpress'), { recursive: true });
  writeFileSync(zipPath, zipSync(entries, { level: 9 }));
  return { path: zipPath, files: Object.keys(contents).sort() };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { path, files } = buildPluginZip();
  console.log(`WordPress plugin: ${relative(process.cwd(), path)} (${files.length} files)`);
}
