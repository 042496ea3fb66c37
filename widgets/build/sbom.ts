/**
 * The bill of materials of what the package ships (README, "Bill of materials"): the package
 * declares no dependencies, since the libraries it needs are bundled into dist/, so users' tools
 * (npm audit, scanners reading CycloneDX) learn of them from `dist/sbom.cdx.json`. Written from
 * the bundler's own list of the modules that went into each chunk: a library is listed when
 * some of its code is in a shipped file, with the version installed (the lockfile's).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { distDir } from './dist-dir.ts';
import { root } from './vite/common.ts';
import { FACE_MODEL_PACKAGE, modelDir } from './vite/face-model.ts';

export const SBOM_FILE = 'sbom.cdx.json';

interface Component {
  type: 'library';
  'bom-ref': string;
  name: string;
  version: string;
  purl: string;
  licenses?: Array<{ expression: string }>;
}

interface Bom {
  bomFormat: 'CycloneDX';
  specVersion: '1.5';
  version: 1;
  metadata: { component: { type: 'library'; 'bom-ref': string; name: string; version: string; purl: string } };
  components: Component[];
  dependencies: Array<{ ref: string; dependsOn: string[] }>;
}

/** The package a module of node_modules belongs to (`@preact/signals-core`, `zod`), or null for our own code. */
export function packageOf(moduleId: string): string | null {
  const path = moduleId.replace(/\\/g, '/').replace(/^\0/, '').split('?')[0]!;
  const match = /.*\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(path);
  return match ? match[1]! : null;
}

/** The npm package URL (purl) of a package version: a scope's `@` is written `%40`. */
export const purlOf = (name: string, version: string): string => `pkg:npm/${name.replace(/^@/, '%40')}@${version}`;

function componentOf(name: string): Component {
  const manifest = JSON.parse(readFileSync(resolve(root, 'node_modules', name, 'package.json'), 'utf8')) as { version: string; license?: unknown };
  const purl = purlOf(name, manifest.version);
  return {
    type: 'library',
    'bom-ref': purl,
    name,
    version: manifest.version,
    purl,
    ...(typeof manifest.license === 'string' ? { licenses: [{ expression: manifest.license }] } : {}),
  };
}

function readBom(file: string): Bom | null {
  try {
    return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Bom) : null;
  } catch {
    return null;
  }
}

/**
 * Lists the libraries bundled by this build in `dist/sbom.cdx.json`. The first build of
 * `npm run build` starts the file (`fresh`); later ones add what they bundle.
 */
/** The plugin's name, by which the builds that ship nothing (Storybook) leave it out. */
export const SBOM_PLUGIN = 'racelens-sbom';

export function billOfMaterials({ fresh }: { fresh: boolean }): Plugin {
  return {
    name: SBOM_PLUGIN,
    apply: 'build',
    generateBundle(_options, bundle) {
      const names = new Set<string>();
      for (const output of Object.values(bundle)) {
        // Files shipped as they are (the face detector's WebAssembly and model) count too.
        if (output.type === 'asset') {
          for (const file of output.originalFileNames) {
            const name = packageOf(`/${file}`) ?? (resolve(root, file).startsWith(modelDir) ? FACE_MODEL_PACKAGE : null);
            if (name) names.add(name);
          }
          continue;
        }
        for (const [id, module] of Object.entries(output.modules)) {
          const name = packageOf(id);
          if (name && module.renderedLength > 0) names.add(name);
        }
      }
      const file = distDir(SBOM_FILE);
      const own = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as { name: string; version: string };
      const ownRef = purlOf(own.name, own.version);
      const before = fresh ? null : readBom(file);
      const components = new Map((before?.components ?? []).map((c) => [c.name, c]));
      for (const name of names) components.set(name, componentOf(name));
      const sorted = [...components.values()].sort((a, b) => a.name.localeCompare(b.name));
      const bom: Bom = {
        bomFormat: 'CycloneDX',
        specVersion: '1.5',
        version: 1,
        metadata: { component: { type: 'library', 'bom-ref': ownRef, name: own.name, version: own.version, purl: ownRef } },
        components: sorted,
        dependencies: [{ ref: ownRef, dependsOn: sorted.map((c) => c['bom-ref']) }],
      };
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, `${JSON.stringify(bom, null, 2)}\n`);
    },
  };
}
