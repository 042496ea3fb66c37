/**
 * The bill of materials (widgets/build/sbom.ts): users' tools cannot see the libraries bundled in
 * dist/ (the package declares no dependencies), so the build lists them in a CycloneDX file that
 * ships in the package. Checked against the lockfile: every version is the one installed. It reads
 * dist/ as `npm run build` leaves it (npm test builds before the unit tests).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { distDir } from '../../widgets/build/dist-dir';
import { packageOf, purlOf, SBOM_FILE } from '../../widgets/build/sbom';

const root = join(import.meta.dirname, '../..');
const bom = () => JSON.parse(readFileSync(distDir(SBOM_FILE), 'utf8'));
const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as { packages: Record<string, { version: string }> };

describe('the bill of materials of dist/', () => {
  it('is CycloneDX and names the package it describes', () => {
    const { bomFormat, specVersion, metadata } = bom();
    const own = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
    expect(bomFormat).toBe('CycloneDX');
    expect(specVersion).toBe('1.5');
    expect(metadata.component).toMatchObject({ name: own.name, version: own.version, purl: purlOf(own.name, own.version) });
  });

  it('lists the libraries the widgets are built from, each at the version of the lockfile', () => {
    const components = bom().components as Array<{ name: string; version: string; purl: string }>;
    // The shared runtime (ARCHITECTURE.md §budgets), the selfie's EXIF reader, the sign-in library.
    for (const name of ['preact', '@preact/signals-core', '@r2wc/react-to-web-component', 'zod', 'exifr', 'keycloak-js']) {
      expect(components.map((c) => c.name)).toContain(name);
    }
    for (const { name, version, purl } of components) {
      expect(version, name).toBe(lock.packages[`node_modules/${name}`]?.version);
      expect(purl).toBe(purlOf(name, version));
    }
  });

  it('lists no tool that only builds or tests (nothing of it is in dist/)', () => {
    const names = (bom().components as Array<{ name: string }>).map((c) => c.name);
    for (const tool of ['vite', 'vitest', 'typescript', '@playwright/test', 'react', 'react-dom']) expect(names).not.toContain(tool);
  });

  // What `npm pack` really packs is checked against tests/package/files.txt, exactly, by the
  // package step (tests/package/run.ts): here, that the file is in both lists.
  it('ships in the package', () => {
    const own = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { files: string[] };
    expect(own.files).toContain(`dist/${SBOM_FILE}`);
    const packed = readFileSync(join(root, 'tests/package/files.txt'), 'utf8').split('\n');
    expect(packed).toContain(`dist/${SBOM_FILE}`);
  });
});

describe('which package a bundled module belongs to', () => {
  it('reads it from the path, scoped or not; our own code belongs to none', () => {
    expect(packageOf('/w/node_modules/preact/compat/dist/compat.module.js')).toBe('preact');
    expect(packageOf('\0/w/node_modules/@preact/signals-core/dist/signals-core.mjs?commonjs')).toBe('@preact/signals-core');
    expect(packageOf('C:\\w\\node_modules\\zod\\v4\\mini\\index.js')).toBe('zod');
    expect(packageOf('/w/src/store/cart.ts')).toBeNull();
    expect(purlOf('@preact/signals-core', '1.2.3')).toBe('pkg:npm/%40preact/signals-core@1.2.3');
  });
});
