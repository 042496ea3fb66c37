/**
 * The console warnings for `configure()` options the SDK does not know, naming the option most
 * likely meant (`apiUrl` → `api`), and for values it refuses. Loaded by src/config.ts only when
 * such an option turns up.
 */

/** Edit distance between two option names, ignoring case (`apiurl` → `api` is 3). */
function distance(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  let previous = Array.from({ length: y.length + 1 }, (_, i) => i);
  for (let i = 1; i <= x.length; i++) {
    const current = [i];
    for (let j = 1; j <= y.length; j++) current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (x[i - 1] === y[j - 1] ? 0 : 1));
    previous = current;
  }
  return previous[y.length]!;
}

/** The known option an unknown one most likely meant: one it contains, else the closest. */
export function nearestOption(name: string, known: readonly string[]): string {
  const lower = name.toLowerCase();
  const contained = known.filter((k) => lower.includes(k.toLowerCase()));
  const candidates = contained.length ? contained : known;
  return candidates.reduce((best, k) => (distance(name, k) < distance(name, best) ? k : best));
}

const said = new Set<string>();

/**
 * Warns once per unknown option, naming the nearest known one, and once per refused value
 * (PRODUCT.md §overview-configuration), naming its option.
 */
export function warnOptions(unknown: readonly string[], refused: ReadonlyArray<[string, unknown]>, known: readonly string[]): void {
  const say = (key: string, text: () => string) => {
    if (said.has(key)) return;
    said.add(key);
    console.warn(text());
  };
  for (const name of unknown) say(name, () => `Racelens: unknown configure() option "${name}" is ignored. Did you mean "${nearestOption(name, known)}"?`);
  for (const [name, value] of refused)
    say(
      `${name}=${String(value)}`,
      () => `Racelens: the option "${name}" was refused (${JSON.stringify(value)} is not usable there); the value before it stays.`,
    );
}
