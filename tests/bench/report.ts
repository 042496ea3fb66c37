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

/** The middle value (the mean of the two middle ones for an even count). */
export const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

/** A duration as the benchmarks print it. */
export const ms = (v: number): string => `${Math.round(v)} ms`;

/** What a list of long tasks (`[start, duration]`, each over 50 ms) comes to: the longest, how many, and the blocking time (each one's time over 50 ms). */
export function taskFigures(tasks: ReadonlyArray<readonly [number, number]>): { longest: number; over50: number; blocking: number } {
  return {
    longest: Math.max(0, ...tasks.map(([, d]) => d)),
    over50: tasks.length,
    blocking: tasks.reduce((sum, [, d]) => sum + Math.max(0, d - 50), 0),
  };
}
