/** How a benchmark prints its figures against their targets (`npm run bench`). */

/** What was measured, its figure, the target, and whether the figure meets it. */
export type Row = [what: string, value: string, target: string, ok: boolean];

/** Prints the rows and a last line; true when every target was met. */
export function printRows(rows: readonly Row[], whatWidth: number, valueWidth: number): boolean {
  let met = true;
  for (const [what, value, target, ok] of rows) {
    console.log(`  ${ok ? 'ok  ' : 'MISS'}  ${what.padEnd(whatWidth)} ${value.padStart(valueWidth)}   ${target}`);
    met &&= ok;
  }
  console.log(met ? '\nAll targets met.' : '\nA target was missed.');
  return met;
}
