/**
 * Reads back what each test runner of `npm test` reported (tests/run.ts): how many tests passed,
 * failed and were skipped, and how long each took, for the slowest-tests list.
 */
import { readFileSync } from 'node:fs';

export interface Counted {
  passed: number;
  failed: number;
  skipped: number;
  tests: Array<{ name: string; seconds: number }>;
  /** Each failed test with the first line of its error, printed last so a log's tail names them. */
  failures: Array<{ name: string; error: string }>;
}

/** Playwright's messages carry terminal colours: ESC [ … m. */
const colour = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');
const firstLine = (text: string | undefined) =>
  (text ?? '')
    .replace(colour, '')
    .split('\n')
    .find((line) => line.trim())
    ?.trim()
    .slice(0, 300) ?? '';

const read = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults: Array<{
    name: string;
    message?: string;
    status?: string;
    assertionResults: Array<{ fullName: string; status: string; duration?: number | null; failureMessages?: string[] }>;
  }>;
}

/** Vitest's JSON reporter (the jest-compatible shape). */
export function vitestResults(file: string): Counted {
  const report = read<VitestReport>(file);
  const short = (name: string) => name.replace(/^.*?\/tests\//, 'tests/');
  const failures = report.testResults.flatMap((f) => [
    ...f.assertionResults
      .filter((t) => t.status === 'failed')
      .map((t) => ({ name: `${short(f.name)} › ${t.fullName}`, error: firstLine(t.failureMessages?.[0]) })),
    // A file that failed before any of its tests ran (an import that threw).
    ...(f.status === 'failed' && !f.assertionResults.some((t) => t.status === 'failed') ? [{ name: short(f.name), error: firstLine(f.message) }] : []),
  ]);
  return {
    failures,
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: report.numPendingTests + report.numTodoTests,
    tests: report.testResults.flatMap((f) => f.assertionResults.map((t) => ({ name: `${short(f.name)} › ${t.fullName}`, seconds: (t.duration ?? 0) / 1000 }))),
  };
}

interface PlaywrightSuite {
  title: string;
  file?: string;
  suites?: PlaywrightSuite[];
  specs?: Array<{
    title: string;
    file: string;
    tests: Array<{ status: string; projectName?: string; results: Array<{ duration: number; error?: { message?: string } }> }>;
  }>;
}

/** Playwright's JSON reporter: its stats, and each test's time (over its tries, though we never retry). */
export function playwrightResults(file: string): Counted {
  const report = read<{ stats: { expected: number; unexpected: number; flaky: number; skipped: number }; suites: PlaywrightSuite[] }>(file);
  const tests: Counted['tests'] = [];
  const failures: Counted['failures'] = [];
  const walk = (suite: PlaywrightSuite, path: string[]) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests) {
        const name = [...path, spec.title].join(' › ');
        tests.push({ name, seconds: test.results.reduce((s, r) => s + r.duration, 0) / 1000 });
        if (test.status === 'unexpected' || test.status === 'flaky')
          failures.push({ name, error: firstLine(test.results.find((r) => r.error)?.error?.message) });
      }
    for (const child of suite.suites ?? []) walk(child, [...path, child.title]);
  };
  for (const suite of report.suites) walk(suite, [suite.title]);
  const { expected, unexpected, flaky, skipped } = report.stats;
  return { passed: expected, failed: unexpected + flaky, skipped, tests, failures };
}

/** The three-engine run's lines: `✓ firefox 390px journey (4.1 s)` and its closing `Engines: N passed, N failed`. */
export function engineResults(output: string): Counted {
  const closing = output.match(/^Engines: (\d+) passed, (\d+) failed(?:, (\d+) skipped)?$/m);
  if (!closing) throw new Error('the engines run printed no closing line');
  const tests = [...output.matchAll(/^✓ (.+) \(([\d.]+) s\)$/gm)].map((m) => ({ name: m[1]!, seconds: Number(m[2]) }));
  const failures = [...output.matchAll(/^✗ (.+)$\n?(.*)$/gm)].map((m) => ({ name: m[1]!, error: m[2]!.trim() }));
  return { passed: Number(closing[1]), failed: Number(closing[2]), skipped: Number(closing[3] ?? 0), tests, failures };
}
