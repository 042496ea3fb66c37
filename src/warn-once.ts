/**
 * A console warning for the developer, in plain English words with the fix, once per cause: what
 * the SDK says when a page gives it something it cannot use (src/why-empty.ts, the results page's
 * photo links). The visitor's page itself stays as it was.
 */
const said = new Set<string>();

/** Prints `text` unless the same cause was told already; true when it printed. */
export function warnOnce(cause: string, text: string): boolean {
  if (said.has(cause)) return false;
  said.add(cause);
  console.warn(`Racelens: ${text}`);
  return true;
}
