/**
 * Every section-sign citation in the repository points at a section that exists: it reads
 * `<Name>.md` + space + section sign + `<anchor>`, where `docs/<Name>.md` (or `<Name>.md` at the
 * root) carries `id="<anchor>"`. A Markdown citation that is a link must lead to that same file
 * and anchor. And no text sends a reader to the documents the project was started from, which
 * are not in the repository (only the shared test photos beside it may be named).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
/** The section sign, spelled out so this file holds no citation of its own. */
const SIGN = '\u00a7';
const SKIP = /(^|\/)(node_modules|dist|\.git)\/|(^|\/)package-lock\.json$/;

/** Every file git tracks (and new files it does not ignore); a plain walk outside a work tree. */
function repositoryFiles(): string[] {
  try {
    const out = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 64 << 20,
    });
    return [...new Set(out.split('\0').filter(Boolean))];
  } catch {
    const found: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
        const rel = dir ? `${dir}/${entry.name}` : entry.name;
        if (SKIP.test(`${rel}/`)) continue;
        if (entry.isDirectory()) walk(rel);
        else found.push(rel);
      }
    };
    walk('');
    return found;
  }
}

/** The repository's text files with their contents (binary files have a NUL byte early on). */
const texts: Array<{ file: string; lines: string[] }> = repositoryFiles()
  .filter((file) => !SKIP.test(file))
  .flatMap((file) => {
    const full = join(root, file);
    if (!existsSync(full) || !statSync(full).isFile()) return [];
    const buffer = readFileSync(full);
    if (buffer.subarray(0, 8000).includes(0)) return [];
    return [{ file, lines: buffer.toString('utf8').split(/\r?\n/) }];
  });

const anchorsOf = new Map<string, Set<string> | null>();
/** The `id="…"` anchors of `docs/<name>.md`, else of `<name>.md` at the root; null when neither exists. */
function anchors(name: string): { path: string; ids: Set<string> } | null {
  const path = [`docs/${name}.md`, `${name}.md`].find((candidate) => existsSync(join(root, candidate)));
  if (!path) return null;
  if (!anchorsOf.has(path)) {
    const ids = [...readFileSync(join(root, path), 'utf8').matchAll(/\bid="([^"]+)"/g)].map((m) => m[1]!);
    anchorsOf.set(path, new Set(ids));
  }
  return { path, ids: anchorsOf.get(path)! };
}

const CITATION = new RegExp(`([A-Za-z0-9_-]+)\\.md ${SIGN}([A-Za-z0-9](?:[A-Za-z0-9_-]*[A-Za-z0-9])?)`, 'g');
/** A citation written as a Markdown link: `[NAME.md <sign>anchor](path#anchor)`. */
const CITATION_LINK = new RegExp(`\\[([A-Za-z0-9_-]+)\\.md ${SIGN}([A-Za-z0-9_-]+)\\]\\(([^)#\\s]*)#([^)\\s]+)\\)`, 'g');

/** `file:line: what` for every citation in `texts` that does not resolve. */
function unresolvedCitations(files: Array<{ file: string; lines: string[] }>): string[] {
  const problems: string[] = [];
  for (const { file, lines } of files) {
    lines.forEach((line, index) => {
      if (!line.includes(SIGN)) return;
      const where = `${file}:${index + 1}`;
      const covered = new Set<number>();
      for (const m of line.matchAll(CITATION)) {
        const sign = m.index + m[1]!.length + '.md '.length;
        covered.add(sign);
        const doc = anchors(m[1]!);
        if (!doc) problems.push(`${where}: ${m[0]} — no docs/${m[1]}.md or ${m[1]}.md`);
        else if (!doc.ids.has(m[2]!)) problems.push(`${where}: ${m[0]} — ${doc.path} has no id="${m[2]}"`);
      }
      for (let at = line.indexOf(SIGN); at !== -1; at = line.indexOf(SIGN, at + 1)) {
        if (!covered.has(at)) problems.push(`${where}: "${line.slice(Math.max(0, at - 20), at + 20).trim()}" — not of the form NAME.md ${SIGN}anchor`);
      }
      if (!file.endsWith('.md')) return;
      for (const m of line.matchAll(CITATION_LINK)) {
        const [, name, anchor, target, fragment] = m;
        const doc = anchors(name!);
        const linked = target ? relative(root, resolve(dirname(join(root, file)), target)) : file;
        if (doc && (linked !== doc.path || fragment !== anchor))
          problems.push(`${where}: ${m[0]} — the link should be ${relative(dirname(join(root, file)), join(root, doc.path)) || doc.path}#${anchor}`);
      }
    });
  }
  return problems;
}

/** Names of the outside documents and the folder beside the repository, built so this file holds none. */
const OUTSIDE = [
  new RegExp(`\\b(?:${['SP', 'EC'].join('')}|${['DES', 'IGN'].join('')})(?:\\.md)?\\s*${SIGN}`),
  new RegExp(`\\b(?:${['SP', 'EC'].join('')}|${['DES', 'IGN'].join('')})\\.md\\b`),
  new RegExp(`\\.\\./${['sha', 'red'].join('')}/(?!fixtures\\b)`),
];

/** `file:line: text` for every line that names a document outside the repository. */
function outsideReferences(files: Array<{ file: string; lines: string[] }>): string[] {
  const found: string[] = [];
  for (const { file, lines } of files) {
    lines.forEach((line, index) => {
      if (OUTSIDE.some((re) => re.test(line))) found.push(`${file}:${index + 1}: ${line.trim().slice(0, 120)}`);
    });
  }
  return found;
}

describe('documentation citations', () => {
  it('scans the repository (its docs among them)', () => {
    const names = texts.map((t) => t.file);
    expect(names).toContain('docs/PRODUCT.md');
    expect(names).toContain('docs/ARCHITECTURE.md');
    expect(names).not.toContain('package-lock.json');
  });

  it(`every ${SIGN} citation names a document of the repository and an anchor it has`, () => {
    expect(unresolvedCitations(texts)).toEqual([]);
  });

  it('no text sends the reader to documents outside the repository', () => {
    expect(outsideReferences(texts)).toEqual([]);
  });

  it('the checks catch what they are for', () => {
    const sample = (line: string, file = 'src/example.ts') => [{ file, lines: [line] }];
    expect(unresolvedCitations(sample(`// PRODUCT.md ${SIGN}validation-bib`))).toEqual([]);
    expect(unresolvedCitations(sample(`// PRODUCT.md ${SIGN}no-such-anchor`))).toHaveLength(1);
    expect(unresolvedCitations(sample(`// NOSUCHDOC.md ${SIGN}overview`))).toHaveLength(1);
    expect(unresolvedCitations(sample(`// PRODUCT.md ${SIGN}routes, ${SIGN}validation`))).toHaveLength(1);
    expect(unresolvedCitations(sample(`[PRODUCT.md ${SIGN}calls](PRODUCT.md#calls)`, 'docs/x.md'))).toEqual([]);
    expect(unresolvedCitations(sample(`[PRODUCT.md ${SIGN}calls](docs/PRODUCT.md#calls)`, 'docs/x.md'))).toHaveLength(1);
    const outside = ['SP', 'EC'].join('');
    expect(outsideReferences(sample(`// ${outside} ${SIGN}5`))).toHaveLength(1);
    expect(outsideReferences(sample(`// see ${outside}.md`))).toHaveLength(1);
    expect(outsideReferences(sample(`const dir = '../${['sha', 'red'].join('')}/docs';`))).toHaveLength(1);
    expect(outsideReferences(sample(`const dir = '../${['sha', 'red'].join('')}/fixtures/exif';`))).toEqual([]);
  });
});
