/**
 * `npm test` and `npm run test:quick`: every check of the project as a list of steps, each step's
 * wall time and count printed as it ends, and at the end the table of steps, the total time, the
 * ten slowest tests and one closing line `Total: N passed, N failed` (README "Quick start").
 *
 *   tsx tests/run.ts            everything (what CI runs)
 *   tsx tests/run.ts --quick    lint, types and the vitest projects without a browser
 *   tsx tests/run.ts unit browser   only the steps named
 *
 * Steps of one group run side by side (their output is printed whole as each ends); groups run
 * in order. A step that later steps need (the build) stops the run when it fails; any other
 * failure is reported and the run goes on, so one command tells everything that is broken.
 * Each test runner writes its results as JSON under .test-report/, read back for the counts and
 * the slowest tests (tests/report/results.ts).
 */
import { mkdirSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { type Counted, engineResults, playwrightResults, vitestResults } from './report/results';
import { runCommand } from './report/run-command';

const root = resolve(import.meta.dirname, '..');
const reportDir = resolve(root, '.test-report');

interface Step {
  name: string;
  /** The npm script and its arguments. */
  script: string[];
  env?: Record<string, string>;
  /** The step's tests, read from its output or its JSON report; none for a step that only checks. */
  count?: (output: string) => Counted;
  /** Later steps cannot run without it. */
  needed?: boolean;
  /**
   * Started with its group but not waited for there: it goes on beside the next groups and is
   * waited for before the next step that wants the cores to itself (`alone`). For a step that
   * mostly waits (installing, single-threaded builds) beside steps that fill the cores.
   */
  background?: boolean;
  /** Starts only once every background step has ended (it holds both cores). */
  alone?: boolean;
}

/**
 * The longest any one step may run (the slowest, the browser tests, takes about 6 minutes on a
 * fresh 2-core clone): past it the step is ended and fails, and the run goes on (report/run-command.ts).
 */
const stepLimitMinutes = 15;

const json = (name: string) => resolve(reportDir, `${name}.json`);
/** A vitest script, with its JSON report beside the usual output. */
const vitest = (name: string, script: string): Step => ({
  name,
  script: ['run', script, '--', '--reporter=default', '--reporter=json', `--outputFile.json=${json(name)}`],
  count: () => vitestResults(json(name)),
});

const steps = {
  generate: { name: 'generate', script: ['run', 'generate'], needed: true },
  lint: { name: 'lint', script: ['run', 'lint'] },
  typecheck: { name: 'typecheck', script: ['run', 'typecheck'] },
  build: { name: 'build', script: ['run', 'build'], needed: true },
  size: { name: 'size', script: ['run', 'size'] },
  unit: vitest('unit', 'test:unit'),
  package: {
    name: 'package',
    script: ['run', 'test:package'],
    background: true,
    count: (output: string) => ({
      passed: output.match(/^ {2}✓ /gm)?.length ?? 0,
      failed: output.match(/^ {2}✗ /gm)?.length ?? 0,
      skipped: 0,
      tests: [],
      failures: [...output.matchAll(/^ {2}✗ (.+)$\n?(.*)$/gm)].map((m) => ({ name: m[1]!, error: m[2]!.trim() })),
    }),
  },
  stories: vitest('stories', 'test:stories'),
  browser: {
    name: 'browser',
    script: ['run', 'test:browser', '--', '--reporter=list,json'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: json('browser') },
    alone: true,
    count: () => playwrightResults(json('browser')),
  },
  engines: {
    name: 'engines',
    script: ['run', 'test:engines'],
    count: (output: string) => engineResults(output),
  },
  storybook: { name: 'build-storybook', script: ['run', 'build-storybook'] },
} satisfies Record<string, Step>;

/**
 * Everything, in groups. Lint and the type check need only the sources, so they run beside the
 * build; the package test (installing, then single-threaded type checks and builds) starts with
 * the unit tests and goes on beside the stories; the Storybook build runs beside the engines.
 * The browser tests, which hold both cores with their two workers, run alone.
 */
const full: Step[][] = [
  [steps.generate],
  [steps.build, steps.lint, steps.typecheck],
  [steps.size, steps.unit, steps.package],
  [steps.stories],
  [steps.browser],
  [steps.engines, steps.storybook],
];
/** The daily loop: no build, no browser. */
const quick: Step[][] = [[steps.generate], [steps.unit, steps.lint, steps.typecheck]];

interface Result {
  step: Step;
  ok: boolean;
  seconds: number;
  counted?: Counted;
}

function runStep(step: Step, live: boolean): Promise<Result> {
  const started = performance.now();
  return runCommand('npm', step.script, {
    cwd: root,
    env: { ...process.env, ...step.env },
    limitSeconds: stepLimitMinutes * 60,
    onOutput: live ? (chunk) => process.stdout.write(chunk) : undefined,
  }).then(({ code, output, timedOut }) => {
    if (!live) process.stdout.write(`\n── ${step.name} ──\n${output}`);
    let counted: Counted | undefined;
    try {
      counted = step.count?.(output);
    } catch (error) {
      console.log(`(${step.name}: no results to count: ${(error as Error).message})`);
    }
    if (timedOut) console.log(`(${step.name} was ended after ${stepLimitMinutes} min: its output above shows where it stood)`);
    return { step, ok: code === 0 && !timedOut, seconds: (performance.now() - started) / 1000, counted };
  });
}

const seconds = (s: number) => {
  // Rounded first: 659.6 s is "11 min 0 s", not "10 min 60 s".
  const whole = Math.round(s);
  return whole >= 60 ? `${Math.floor(whole / 60)} min ${whole % 60} s` : `${whole} s`;
};
const summary = (r: Result) =>
  `${r.ok ? 'ok    ' : 'FAILED'}  ${r.step.name.padEnd(16)}${seconds(r.seconds).padStart(13)}` +
  (r.counted ? `   ${r.counted.passed} passed, ${r.counted.failed} failed${r.counted.skipped ? `, ${r.counted.skipped} skipped` : ''}` : '');

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const named = args.filter((a) => !a.startsWith('--'));
  const unknown = named.filter((n) => !Object.values(steps).some((s) => s.name === n));
  if (unknown.length) {
    console.error(
      `Unknown step ${unknown.join(', ')}: pick from ${Object.values(steps)
        .map((s) => s.name)
        .join(', ')}`,
    );
    return 2;
  }
  const plan = (args.includes('--quick') ? quick : full)
    .map((group) => group.filter((step) => named.length === 0 || named.includes(step.name)))
    .filter((group) => group.length > 0);
  rmSync(reportDir, { recursive: true, force: true });
  mkdirSync(reportDir, { recursive: true });

  const started = performance.now();
  const at = () => `[${seconds((performance.now() - started) / 1000)}]`;
  const results: Result[] = [];
  let running: Promise<Result>[] = [];
  const end = (r: Result) => {
    console.log(`◀ ${at()} ${summary(r)}`);
    results.push(r);
    return r;
  };
  for (const group of plan) {
    if (group.some((s) => s.alone) && running.length) {
      console.log(`\n… ${at()} waiting for ${running.length} step(s) still running`);
      await Promise.all(running);
      running = [];
    }
    console.log(`\n▶ ${at()} ${group.map((s) => s.name).join(' + ')}`);
    const live = group.length === 1 && running.length === 0;
    const launched = group.map((step) => ({ step, ended: runStep(step, live).then(end) }));
    running.push(...launched.filter((s) => s.step.background).map((s) => s.ended));
    const ended = await Promise.all(launched.filter((s) => !s.step.background).map((s) => s.ended));
    if (ended.some((r) => !r.ok && r.step.needed)) {
      console.log(`\n${ended.find((r) => !r.ok)!.step.name} failed: the steps after it need it, so they were not run.`);
      break;
    }
  }
  await Promise.all(running);
  const total = (performance.now() - started) / 1000;

  console.log('\nSteps');
  for (const r of results) console.log(`  ${summary(r)}`);
  console.log(`  ${'total'.padStart(24)}${seconds(total).padStart(13)}`);

  const tests = results.flatMap((r) => (r.counted?.tests ?? []).map((t) => ({ ...t, step: r.step.name })));
  if (tests.length) {
    console.log('\nThe ten slowest tests');
    for (const t of tests.sort((a, b) => b.seconds - a.seconds).slice(0, 10))
      console.log(`  ${t.seconds.toFixed(1).padStart(6)} s  ${t.step.padEnd(8)} ${t.name}`);
  }
  const passed = results.reduce((n, r) => n + (r.counted?.passed ?? 0), 0);
  const failedTests = results.reduce((n, r) => n + (r.counted?.failed ?? 0), 0);
  const skipped = results.reduce((n, r) => n + (r.counted?.skipped ?? 0), 0);
  const failedSteps = results.filter((r) => !r.ok);
  const failures = results.flatMap((r) => (r.counted?.failures ?? []).map((f) => ({ ...f, step: r.step.name })));
  if (failures.length) {
    console.log('\nThe failed tests');
    for (const f of failures) console.log(`  ${f.step.padEnd(8)} ${f.name}${f.error ? `\n             ${f.error}` : ''}`);
  }
  if (failedSteps.length) console.log(`\nFailed: ${failedSteps.map((r) => r.step.name).join(', ')}`);
  // A failed check that is not a test (lint, a budget) counts as one failure in the closing line.
  const failed = failedTests + failedSteps.filter((r) => !r.counted?.failed).length;
  console.log(`\nTotal: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
  return failedSteps.length || plan.flat().length !== results.length ? 1 : 0;
}

process.exitCode = await main();
