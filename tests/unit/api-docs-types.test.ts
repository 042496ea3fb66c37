/**
 * The reference (tests/fixtures/api-docs.ts: the descriptors, as docs/API.md shows them, and
 * docs/API.md's own tables) against the TypeScript types, in both directions: each documented event's `detail`
 * has exactly the fields of the callback's argument type; `racelens/react` exports exactly what
 * the reference lists, each component with exactly the documented props and callbacks; the
 * `configure()` options are exactly `PageConfig`'s fields and `window.Racelens` members exactly
 * `LoaderApi`'s. The types come from the TypeScript compiler reading the sources.
 */
import { resolve } from 'node:path';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { eventName } from '../../src/elements/define';
import { described, widgets } from '../../widgets/registry';
import { detailKeys, readApiDocs } from '../fixtures/api-docs';
import { repoRoot } from '../fixtures/source-scan';

const docs = readApiDocs();
const sorted = <T>(values: Iterable<T>) => [...values].sort();
const inRepoSource = (symbol: ts.Symbol) =>
  (symbol.declarations ?? []).some((d) => {
    const file = d.getSourceFile().fileName;
    return file.startsWith(repoRoot) && !file.includes('node_modules');
  });

let program: ts.Program;
let checker: ts.TypeChecker;

beforeAll(() => {
  const config = ts.getParsedCommandLineOfConfigFile(
    resolve(repoRoot, 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      },
    },
  )!;
  const entries = Object.values(widgets).map((w) => resolve(repoRoot, w.entry));
  program = ts.createProgram([resolve(repoRoot, 'widgets/react.ts'), resolve(repoRoot, 'src/config.ts'), ...entries], config.options);
  checker = program.getTypeChecker();
}, 60_000);

const sourceFile = (file: string) => program.getSourceFile(resolve(repoRoot, file))!;

/** The props a component type takes, as declared in this repository (not key/ref/children). */
function propsOf(component: ts.Type, at: ts.Node): Map<string, ts.Symbol> {
  const signature = component.getCallSignatures()[0];
  if (!signature?.parameters[0]) throw new Error('not a component');
  const props = checker.getTypeOfSymbolAtLocation(signature.parameters[0], at);
  return new Map(
    props
      .getProperties()
      .filter(inRepoSource)
      .map((p) => [p.name, p]),
  );
}

/** Fields of a callback's first argument: name → optional (a union's members merged). */
function detailOf(callback: ts.Symbol, at: ts.Node): Map<string, boolean> {
  const type = checker.getNonNullableType(checker.getTypeOfSymbolAtLocation(callback, at));
  const parameter = type.getCallSignatures()[0]?.parameters[0];
  if (!parameter) throw new Error(`${callback.name} takes no detail`);
  const detail = checker.getNonNullableType(checker.getTypeOfSymbolAtLocation(parameter, at));
  const members = detail.isUnion() ? detail.types : [detail];
  const fields = new Map<string, boolean>();
  for (const member of members)
    for (const p of member.getProperties()) {
      const optional = (p.flags & ts.SymbolFlags.Optional) !== 0 || members.some((m) => !m.getProperty(p.name));
      fields.set(p.name, (fields.get(p.name) ?? false) || optional);
    }
  return fields;
}

/** The component given to defineWidget() in a widgets/*.ts entry. */
function elementComponent(entry: string): { type: ts.Type; at: ts.Node } {
  const file = sourceFile(entry);
  let found: ts.Expression | undefined;
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'defineWidget') found = node.arguments[0];
    ts.forEachChild(node, visit);
  };
  visit(file);
  if (!found) throw new Error(`${entry} does not call defineWidget`);
  return { type: checker.getTypeAtLocation(found), at: found };
}

describe('docs/API.md: event details', () => {
  for (const element of docs.elements) {
    it(`${element.tag}: each event's detail has exactly the fields of the callback's argument`, () => {
      const { type, at } = elementComponent(widgets[element.tag as keyof typeof widgets].entry);
      const props = propsOf(type, at);
      for (const { event, detail } of element.events) {
        const callback = [...props.values()].find((p) => p.name.startsWith('on') && eventName(p.name) === event);
        expect(callback, `${element.tag}: a callback prop for ${event}`).toBeDefined();
        const documented = new Map(detailKeys(detail).map((k) => [k.name, k.optional]));
        expect(Object.fromEntries(documented), `${element.tag} ${event} detail`).toEqual(Object.fromEntries(detailOf(callback!, at)));
      }
    });
  }
});

describe('docs/API.md: racelens/react', () => {
  const exportsOf = () => {
    const file = sourceFile('widgets/react.ts');
    const module = checker.getSymbolAtLocation(file)!;
    return checker.getExportsOfModule(module).map((symbol) => {
      const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
      return { name: symbol.name, symbol: target, isValue: (target.flags & ts.SymbolFlags.Value) !== 0, at: file };
    });
  };

  it('lists every export of widgets/react.ts once, and nothing else', () => {
    const documented = [...docs.reactComponents.map((c) => c.name), ...docs.reactOther.map((o) => o.name)];
    expect(sorted(documented)).toEqual(sorted(new Set(documented)));
    expect(sorted(documented)).toEqual(sorted(exportsOf().map((e) => e.name)));
  });

  it('gives each export its kind', () => {
    const byName = new Map(exportsOf().map((e) => [e.name, e]));
    for (const { name, kind } of docs.reactOther) {
      const actual = byName.get(name)!;
      if (kind === 'type') expect(actual.isValue, `${name} is a type`).toBe(false);
      else {
        expect(actual.isValue, `${name} is a value`).toBe(true);
        expect(['function', 'component'], name).toContain(kind);
        expect(checker.getTypeOfSymbolAtLocation(actual.symbol, actual.at).getCallSignatures().length, `${name} is callable`).toBeGreaterThan(0);
      }
    }
  });

  it('documents each component with exactly its props and callbacks, matching its element', () => {
    const byName = new Map(exportsOf().map((e) => [e.name, e]));
    for (const component of docs.reactComponents) {
      const actual = byName.get(component.name)!;
      const props = propsOf(checker.getTypeOfSymbolAtLocation(actual.symbol, actual.at), actual.at);
      expect(sorted([...component.props, ...component.callbacks]), component.name).toEqual(sorted(props.keys()));
      expect(component.callbacks.every((c) => /^on[A-Z]/.test(c)) && component.props.every((p) => !/^on[A-Z]/.test(p)), component.name).toBe(true);

      // The same component as the element: its properties and its events as on… callbacks.
      const element = docs.elements.find((e) => e.tag === component.element);
      expect(element, `${component.name} → ${component.element}`).toBeDefined();
      expect(sorted(component.props), `${component.name} props = ${component.element} properties`).toEqual(sorted(element!.attributes.map((a) => a.property)));
      expect(sorted(component.callbacks.map(eventName)), `${component.name} callbacks = ${component.element} events`).toEqual(
        sorted(new Set(element!.events.map((e) => e.event))),
      );
      // And it wraps that element's widget: widgets/react.ts takes it from its module in widgets/react/,
      // which builds it from the component made with the descriptor whose tag it is.
      const module = new RegExp(`export \\{ ${component.name} \\} from '\\./react/([\\w-]+)'`).exec(sourceFile('widgets/react.ts').text)?.[1];
      const source = module ? sourceFile(`widgets/react/${module}.ts`).text : '';
      const wrapped = new RegExp(`export const ${component.name}: FunctionComponent<[\\w &]+> = /\\* @__PURE__ \\*/ inShadowRoot\\((\\w+)\\)`).exec(
        source,
      )?.[1];
      const from = wrapped && new RegExp(`import \\{ \\w+ as ${wrapped} \\} from '\\.\\./([\\w-]+)'`).exec(source)?.[1];
      expect(from, `${component.name} wraps a widget component`).toBeTruthy();
      expect(sourceFile(`widgets/${from}/index.ts`).text, `${component.name} is made with its folder's descriptor`).toMatch(
        new RegExp(`import \\{ descriptor \\} from '\\./descriptor\\.generated';[\\s\\S]*export const ${component.name} = widget\\(descriptor,`),
      );
      expect(described.find((w) => w.folder === from)?.descriptor.tag, `${component.name} is ${component.element}`).toBe(component.element);
    }
  });
});

describe('docs/API.md: page configuration', () => {
  const declared = (name: string) => {
    const file = sourceFile('src/config.ts');
    const symbol = checker.getExportsOfModule(checker.getSymbolAtLocation(file)!).find((s) => s.name === name)!;
    return { type: checker.getDeclaredTypeOfSymbol(symbol), file };
  };
  const normal = (type: string) =>
    type
      .replace(/\s+/g, '')
      .replace(/\|undefined/g, '')
      .replace(/;/g, ',')
      .replace(/,}/g, '}');

  it('documents exactly the fields of PageConfig as configure() options, with their types', () => {
    const { type, file } = declared('PageConfig');
    const fields = type.getProperties();
    expect(sorted(docs.configureOptions.map((o) => o.option))).toEqual(sorted(fields.map((f) => f.name)));
    for (const option of docs.configureOptions) {
      const field = fields.find((f) => f.name === option.option)!;
      const actual = checker.typeToString(checker.getNonNullableType(checker.getTypeOfSymbolAtLocation(field, file)));
      expect(normal(option.type), option.option).toBe(normal(actual));
    }
  });

  it('maps the same data-* attributes to the same options in both tables', () => {
    const fromOptions = docs.configureOptions.filter((o) => o.dataAttribute).map((o) => `${o.dataAttribute}=${o.option}`);
    expect(sorted(fromOptions)).toEqual(sorted(docs.loaderData.map((d) => `${d.attribute}=${d.option}`)));
  });

  it('documents exactly the members of window.Racelens (LoaderApi)', () => {
    expect(sorted(docs.loaderMembers)).toEqual(
      sorted(
        declared('LoaderApi')
          .type.getProperties()
          .map((p) => p.name),
      ),
    );
  });
});
