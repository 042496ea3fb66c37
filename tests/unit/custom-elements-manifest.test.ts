/**
 * The built dist/custom-elements.json (Custom Elements Manifest) against the reference
 * (tests/fixtures/api-docs.ts: the descriptors, as docs/API.md shows them) and the registry: one custom-element declaration per public element, defined by the chunk the
 * loader loads for it, with exactly the documented attributes (each with its property and
 * type), events (with their detail type), CSS custom properties and parts. Reads dist/: npm
 * test builds first.
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { distDir } from '../../widgets/build/dist-dir';
import { widgets } from '../../widgets/registry';
import { readApiDocs } from '../fixtures/api-docs';

interface Declaration {
  kind: string;
  name: string;
  tagName: string;
  customElement: boolean;
  description: string;
  attributes: Array<{ name: string; fieldName: string; type: { text: string } }>;
  members: Array<{ kind: string; name: string; attribute: string }>;
  events: Array<{ name: string; type: { text: string } }>;
  cssProperties: Array<{ name: string; default: string }>;
  cssParts: Array<{ name: string }>;
}
interface Manifest {
  schemaVersion: string;
  modules: Array<{
    kind: string;
    path: string;
    declarations: Declaration[];
    exports: Array<{ kind: string; name: string; declaration: { name: string; module: string } }>;
  }>;
}

const file = distDir('custom-elements.json');
const docs = readApiDocs();
const sorted = <T>(values: Iterable<T>) => [...values].sort();
const publicTags = Object.keys(widgets).filter((tag) => !tag.startsWith('racelens-demo-'));

describe('custom-elements.json', () => {
  it('is built, in the Custom Elements Manifest schema, one module per public element', () => {
    expect(existsSync(file), 'run npm run build first').toBe(true);
    const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
    expect(manifest.schemaVersion).toMatch(/^2\./);
    expect(sorted(manifest.modules.map((m) => m.declarations[0]!.tagName))).toEqual(sorted(publicTags));
    for (const module of manifest.modules) {
      const [declaration] = module.declarations;
      expect(module.kind).toBe('javascript-module');
      // The module is the chunk the loader imports for this tag, and it is in the package.
      expect(module.path).toMatch(/^dist\/cdn\/widgets\/[\w-]+\.js$/);
      expect(existsSync(distDir(module.path.replace(/^dist\//, '')))).toBe(true);
      expect(declaration).toMatchObject({ kind: 'class', customElement: true });
      expect(module.exports).toEqual([
        { kind: 'custom-element-definition', name: declaration!.tagName, declaration: { name: declaration!.name, module: module.path } },
      ]);
    }
  });

  for (const element of docs.elements) {
    it(`lists ${element.tag} exactly as docs/API.md documents it`, () => {
      const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
      const declaration = manifest.modules.flatMap((m) => m.declarations).find((d) => d.tagName === element.tag)!;
      expect(declaration, element.tag).toBeDefined();
      expect(declaration.description.length).toBeGreaterThan(20);
      expect(declaration.attributes.map((a) => [a.name, a.fieldName, a.type.text])).toEqual(element.attributes.map((a) => [a.attribute, a.property, a.type]));
      expect(declaration.members.map((m) => [m.kind, m.name, m.attribute])).toEqual(element.attributes.map((a) => ['field', a.property, a.attribute]));
      expect(declaration.events.map((e) => [e.name, e.type.text])).toEqual(element.events.map((e) => [e.event, `CustomEvent<${e.detail}>`]));
      expect(declaration.cssProperties.map((p) => [p.name, p.default])).toEqual(docs.customProperties.map((p) => [p.property, p.default]));
      const parts = docs.parts.filter((p) => p.elements === 'ui-kit' || p.elements.includes(element.tag)).map((p) => p.part);
      expect(sorted(declaration.cssParts.map((p) => p.name))).toEqual(sorted(parts));
    });
  }
});
