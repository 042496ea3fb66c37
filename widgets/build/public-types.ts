/**
 * The declarations the package ships (dist/types): `racelens` (src/index.ts) and
 * `racelens/react` (widgets/react.ts, generated), compiled against real React's types — not the preact aliases
 * the repository's own typecheck uses — so what hosts get is what they type-check against.
 *
 * Only the public modules are written (the entries, the per-component modules, each widget's
 * type-only `types.ts`, the config and element helpers). The build fails if one of them imports
 * a module that is not written, or a package a host does not have: every shipped `.d.ts` must
 * resolve on its own, with `skipLibCheck: false`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import ts from 'typescript';

const root = resolve(import.meta.dirname, '../..');
const src = resolve(root, 'src');

/** Modules whose declarations ship (paths from the repository root); everything they import must be in this list too. */
const isPublic = (file: string): boolean =>
  /^src\/(index|config)\.ts$|^widgets\/react\.ts$|^widgets\/react\/[\w-]+\.ts$|^widgets\/[\w-]+\/types\.ts$|^src\/elements\/(define|names|styles)\.ts$|^src\/runtime\/(use-value|common-props)\.ts$/.test(
    relative(root, file).replace(/\\/g, '/'),
  );

/**
 * Where a module's declaration goes: the library's modules and racelens/react (generated into
 * widgets/react.ts and widgets/react/) at the top of dist/types, a widget's under widgets/.
 */
const shippedPath = (outDir: string, file: string): string => {
  const path = relative(root, file).replace(/\\/g, '/');
  return resolve(outDir, /^src\/|^widgets\/react(\.ts$|\/)/.test(path) ? path.slice(path.indexOf('/') + 1) : path);
};

/** Packages the shipped declarations may name: React, a peer the React entry needs. */
const allowedPackages = new Set(['react']);

export function emitPublicTypes(outDir: string): string[] {
  const config = ts.getParsedCommandLineOfConfigFile(
    resolve(root, 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      },
    },
  )!;
  const options: ts.CompilerOptions = {
    ...config.options,
    // Real React, as hosts have it: drop the aliases to preact and to src/.
    paths: undefined,
    jsxImportSource: 'react',
    types: [],
    noEmit: false,
    declaration: true,
    emitDeclarationOnly: true,
    outDir,
    rootDir: root,
  };
  const program = ts.createProgram([resolve(src, 'index.ts'), resolve(root, 'widgets/react.ts')], options);
  const written: string[] = [];
  const problems: string[] = [];
  const result = program.emit(undefined, (_fileName, text, _bom, _onError, sources) => {
    const source = sources?.[0]?.fileName;
    if (!source || !isPublic(source)) return;
    const fileName = shippedPath(outDir, source).replace(/\.tsx?$/, '.d.ts');
    for (const [, specifier] of text.matchAll(/(?:from\s+|import\s*\(\s*)['"]([^'"]+)['"]/g)) {
      if (specifier!.startsWith('.')) {
        const target = resolve(dirname(source), specifier!);
        if (!['.ts', '/index.ts'].some((ext) => isPublic(target + ext)))
          problems.push(`${relative(root, source)} declares an import of ${specifier}, which is not shipped`);
      } else if (!allowedPackages.has(specifier!)) {
        problems.push(`${relative(root, source)} declares an import of the package ${specifier}, which hosts do not have`);
      }
    }
    mkdirSync(dirname(fileName), { recursive: true });
    // Each relative import re-pointed at where its target ships, as `./x.js`: that resolves under
    // every moduleResolution a host may use (bundler, node16, nodenext).
    writeFileSync(
      fileName,
      text.replace(/((?:from\s+|import\s*\(\s*)['"])(\.\.?\/[^'"]+?)(['"])/g, (_, head: string, path: string, tail: string) => {
        const target = shippedPath(outDir, resolve(dirname(source), path.replace(/\.js$/, '')));
        let shipped = relative(dirname(fileName), target).replace(/\\/g, '/');
        if (!shipped.startsWith('.')) shipped = `./${shipped}`;
        return `${head}${shipped}.js${tail}`;
      }),
    );
    written.push(fileName);
  });
  // Declaration emit errors in the shipped modules (type errors elsewhere are the typecheck's job).
  for (const d of result.diagnostics) if (!d.file || isPublic(d.file.fileName)) problems.push(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
  if (problems.length) throw new Error(`The shipped types would not resolve on their own:\n  ${problems.join('\n  ')}`);
  return written;
}
