/**
 * What a language of the one list (src/i18n/languages.ts) needs beside its entry, and what is
 * missing (docs/ARCHITECTURE.md §languages): a catalogue per area
 * (src/i18n/locales/<area>/<id>.json), the WordPress plugin's catalogue with English's texts
 * (integrations/wordpress/languages/<id>.json) and a WordPress locale, the sandbox's mail
 * (examples/sandbox/mails/<id>.json) and a flag (widgets/shop/public/img/lang/<id>.svg); and no
 * such file for a language the list does not have. tests/unit/languages.test.ts runs it on the
 * repository and on a copy with a language half added.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LanguageEntry } from '../../src/i18n/languages.ts';

const keysOf = (file: string): string[] => Object.keys(JSON.parse(readFileSync(file, 'utf8')) as object).sort();
const same = (a: string[], b: string[]) => a.length === b.length && a.every((key, i) => key === b[i]);

/** The files a language needs, by what they are, paths from the root. */
export function languageFiles(root: string, id: string): string[] {
  const areas = readdirSync(join(root, 'src/i18n/locales')).sort();
  return [
    ...areas.map((area) => `src/i18n/locales/${area}/${id}.json`),
    ...(id === 'en' ? [] : [`integrations/wordpress/languages/${id}.json`]),
    `examples/sandbox/mails/${id}.json`,
    `widgets/shop/public/img/lang/${id}.svg`,
  ];
}

/** Every problem with the languages under `root`, each naming the file or entry to write; [] when all are complete. */
export async function languageProblems(root: string): Promise<string[]> {
  const { LANGUAGE_OPTIONS } = (await import(join(root, 'src/i18n/languages.ts'))) as { LANGUAGE_OPTIONS: readonly LanguageEntry[] };
  const ids = LANGUAGE_OPTIONS.map((entry) => entry.id);
  const problems: string[] = [];
  for (const entry of LANGUAGE_OPTIONS) {
    if (entry.id !== 'en' && !entry.wordpress) problems.push(`src/i18n/languages.ts: ${entry.id} has no WordPress locale (wordpress: 'xx_XX')`);
    for (const path of languageFiles(root, entry.id)) {
      // The keys of the catalogues, plural forms included, are the completeness test's (tests/unit/i18n-completeness.test.ts).
      if (!existsSync(join(root, path))) problems.push(`${path} is missing`);
    }
  }
  // Every WordPress catalogue translates the same English texts.
  const wordpress = ids.filter((id) => id !== 'en').map((id) => `integrations/wordpress/languages/${id}.json`);
  const present = wordpress.filter((path) => existsSync(join(root, path)));
  for (const path of present.slice(1))
    if (!same(keysOf(join(root, path)), keysOf(join(root, present[0]!)))) problems.push(`${path} does not translate the texts ${present[0]} does`);
  // Files of a language the list does not have.
  const dirs = [
    ...readdirSync(join(root, 'src/i18n/locales')).map((area) => `src/i18n/locales/${area}`),
    'integrations/wordpress/languages',
    'examples/sandbox/mails',
    'widgets/shop/public/img/lang',
  ];
  for (const dir of dirs)
    for (const file of readdirSync(join(root, dir)))
      if (!ids.includes(file.replace(/\.(json|svg)$/, ''))) problems.push(`${dir}/${file} is of a language src/i18n/languages.ts does not list`);
  return problems;
}
