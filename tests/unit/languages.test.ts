/**
 * A language is added in one place (docs/ARCHITECTURE.md §languages): its entry in
 * src/i18n/languages.ts and its catalogues. The check (widgets/build/language-files.ts) holds the
 * repository to the list, names what a half-added language lacks, and a language with its
 * catalogues loads like the others and builds into the WordPress plugin; the README lists the
 * languages of the list.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../src/i18n/languages';
import { languageFiles, languageProblems } from '../../widgets/build/language-files';
import { repoRoot } from '../fixtures/source-scan';

const NUMBERS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];

describe('the languages', () => {
  it('each has its catalogues, WordPress catalogue and locale, sandbox mail and flag, and no file is of a language the list lacks', async () => {
    expect(await languageProblems(repoRoot)).toEqual([]);
  });

  it('are the ones the README lists', () => {
    const readme = readFileSync(join(repoRoot, 'README.md'), 'utf8');
    const dataLang = /`data-lang`: the start language, one of ((?:`[\w-]+`(?:, )?)+)\./.exec(readme)?.[1];
    expect(dataLang?.match(/[\w-]+/g)).toEqual([...LANGUAGES]);
    expect(readme).toContain(`in the widgets' ${NUMBERS[LANGUAGES.length]} languages`);
  });
});

describe('a language half added', () => {
  const root = mkdtempSync(join(tmpdir(), 'racelens-new-language-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const copy = (path: string) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    cpSync(join(repoRoot, path), join(root, path), { recursive: true });
  };
  // What the check, the i18n runtime and the WordPress plugin's build read: the library (the list,
  // the catalogues), the widgets (the flags, the generated registry), the plugin and the sandbox's
  // mails; the packages are the repository's own.
  for (const path of ['src', 'widgets', 'integrations', 'examples/sandbox/mails', 'tsconfig.json']) copy(path);
  symlinkSync(join(repoRoot, 'node_modules'), join(root, 'node_modules'), 'dir');
  // Only its entry in the list.
  const list = join(root, 'src/i18n/languages.ts');
  writeFileSync(
    list,
    readFileSync(list, 'utf8').replace(
      /(\n\] as const satisfies readonly LanguageEntry\[\];)/,
      "\n  { id: 'xx', text: 'Xxish', error: 'An error occurred, try later', wordpress: 'xx_XX' },$1",
    ),
  );

  it('is named with every file it lacks', async () => {
    const areas = readdirSync(join(repoRoot, 'src/i18n/locales'));
    const missing = languageFiles(root, 'xx');
    expect(missing).toHaveLength(areas.length + 3);
    expect(await languageProblems(root)).toEqual(missing.map((path) => `${path} is missing`));
  });

  it('with its catalogues (copied from English) is complete, and the i18n runtime loads it', async () => {
    for (const path of languageFiles(root, 'xx')) {
      const english = join(root, path.replace('/xx.', '/en.'));
      if (path.startsWith('integrations/')) {
        // The plugin's catalogues map English texts to translations: English's is the texts themselves.
        const texts = Object.keys(JSON.parse(readFileSync(join(root, 'integrations/wordpress/languages/de.json'), 'utf8')) as object);
        writeFileSync(join(root, path), JSON.stringify(Object.fromEntries(texts.map((text) => [text, text]))));
      } else cpSync(english, join(root, path));
    }
    expect(await languageProblems(root)).toEqual([]);
    const { CATALOG_LOADERS } = (await import(join(root, 'src/i18n/all-catalogs.ts'))) as typeof import('../../src/i18n/all-catalogs');
    const loaders = CATALOG_LOADERS as Record<string, () => Promise<{ default: Record<string, string> }>>;
    const [xx, en] = await Promise.all([loaders.xx!(), loaders.en!()]);
    expect(xx.default).toEqual(en.default);
  });

  it("with its catalogues builds into the WordPress plugin: its .mo file and its name in the plugin's language setting", () => {
    const dist = join(root, 'dist');
    execFileSync(process.execPath, [join(repoRoot, 'node_modules/tsx/dist/cli.mjs'), 'integrations/wordpress/build.ts'], {
      cwd: root,
      env: { ...process.env, RACELENS_DIST: dist },
      stdio: 'pipe',
    });
    const plugin = unzipSync(readFileSync(join(dist, 'wordpress/racelens.zip')));
    expect(Object.keys(plugin)).toContain('racelens/languages/racelens-xx_XX.mo');
    expect(JSON.parse(strFromU8(plugin['racelens/languages.json']!))).toMatchObject({ en: 'English', xx: 'Xxish' });
    // A build of its own, in a process of its own: about 2 s alone, over 5 s beside the package
    // test's builds in `npm test`.
  }, 30_000);
});
