/**
 * `npm run test:engines`: the scenarios of scenarios.ts in Chromium, Firefox and WebKit, at a
 * phone's width (390×844) and a laptop's (1280×800), against the real build served as in
 * `npm start` (free ports, fresh sandbox), and the pages pasted from our snippets on an origin of
 * their own (pasted-pages.ts, pasted.ts). Each run gets a fresh profile. The three engines run
 * side by side, each with servers of its own; the face check runs last, one engine at a time.
 * A run fails on a step
 * the user could not take, or on any uncaught error or CSP violation in its pages.
 *
 *   npm run test:engines [-- <engine|scenario|width>…]   e.g. `-- webkit journey 390`
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { strictCsp as policy, startAll } from '../../examples/serve/start.ts';
import type { Engine, Viewport } from './driver';
import { faceCheck } from './face-check';
import { firstPaint, stillBuilder, stillReadme } from './pasted';
import { startPastedPages } from './pasted-pages';
import { chromium, firefox } from './puppeteer';
import { faults, finisherCard, handover, journey, organizer, resultsLinks, type Scenario, Skip, strictCsp, type Urls, watch } from './scenarios';
import { User } from './user';
import { webkit } from './webkit';

const engines: Record<string, () => Promise<Engine>> = { chromium, firefox, webkit };
const scenarios: Record<string, Scenario> = {
  watch,
  journey,
  faults,
  organizer,
  handover,
  'strict-csp': strictCsp,
  'still-readme': stillReadme,
  'still-builder': stillBuilder,
  'first-paint': firstPaint,
  'face-check': faceCheck,
  'finisher-card': finisherCard,
  'results-links': resultsLinks,
};
/** Scenarios run one engine at a time, after the others (see main). */
const alone = ['face-check'];
/**
 * Scenarios of a phone only: a finisher card is made and shared where the photos are, on the
 * participant's phone (the laptop's download is tests/browser/finisher-card.spec.ts's).
 */
const phoneOnly = ['finisher-card'];
const viewports: Viewport[] = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];
/** A whole journey takes a few seconds; this only stops a hung browser from hanging the run. */
const runTimeout = 90_000;

const only = process.argv.slice(2);
const known = [...Object.keys(engines), ...Object.keys(scenarios), ...viewports.map((v) => String(v.width))];
for (const name of only) assert(known.includes(name), `Unknown "${name}": pick from ${known.join(', ')}`);
/** The names of one kind given on the command line, or all of that kind when none is. */
const pick = (all: string[]) => {
  const named = all.filter((name) => only.includes(name));
  return named.length > 0 ? named : all;
};

const withTimeout = <T>(promise: Promise<T>, ms: number, what: string) =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms / 1000} s`)), ms);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });

async function runOne(engine: Engine, viewport: Viewport, scenario: Scenario, urls: Urls) {
  const tab = await engine.open(viewport);
  try {
    const user = new User(tab);
    await user.goto('about:blank');
    const width = await tab.run<number>('return window.innerWidth;');
    assert.equal(width, viewport.width, 'the viewport is not the width asked for');
    await scenario(user, urls);
    if (scenario === watch) return;
    const errors = await user.errors();
    assert.deepEqual(errors, [], 'uncaught errors or CSP violations in the pages');
  } catch (error) {
    // What the engine itself said (a crashed page, a console error) explains many a failed step.
    const said = tab.engineErrors();
    if (error instanceof Error && !(error instanceof Skip) && said.length > 0) error.message += `\n${engine.name} said: ${said.join('\n')}`;
    throw error;
  } finally {
    await tab.close();
  }
}

/** The build served as in `npm start` with a fresh sandbox, and the pasted pages beside it. */
async function startServers(): Promise<{ urls: Urls; close(): Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'racelens-engines-'));
  const running = await startAll({ ports: { shop: 0, examples: 0, cdn: 0, api: 0 }, dataDir, fresh: true, timeScale: 0.2 });
  const pasted = await startPastedPages(running.urls);
  const urls = { ...running.urls, pasted: pasted.url };
  // The strict-CSP page must really be served with the policy, or "no violation" means nothing.
  const page = await fetch(`${urls.examples}/strict-csp/`);
  assert.equal(page.headers.get('content-security-policy'), policy(urls.cdn, urls.api));
  return {
    urls,
    async close() {
      await pasted.close();
      await running.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function main(): Promise<number> {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  const report = (ok: boolean, label: string, detail = '') => {
    if (ok) passed++;
    else failed++;
    console.log(`${ok ? '✓' : '✗'} ${label}${detail ? `\n    ${detail.replace(/\n/g, '\n    ')}` : ''}`);
  };

  /** Runs the scenarios named in `which` in an engine already started, at every width picked. */
  const runScenarios = async (engineName: string, engine: Engine, urls: Urls, which: string[]) => {
    const widths = pick(viewports.map((v) => String(v.width)));
    for (const viewport of viewports.filter((v) => widths.includes(String(v.width)))) {
      for (const scenarioName of which) {
        if (phoneOnly.includes(scenarioName) && viewport.width > 390) continue;
        const label = `${engineName} ${viewport.width}px ${scenarioName}`;
        const t0 = Date.now();
        try {
          await withTimeout(runOne(engine, viewport, scenarios[scenarioName]!, urls), runTimeout, label);
          report(true, `${label} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
        } catch (error) {
          const message = (error as Error).message;
          if (error instanceof Skip) {
            skipped++;
            console.log(`- ${label} skipped: ${message}`);
          } else report(false, label, message);
        }
      }
    }
  };

  // One lane per engine, side by side, each with servers and a sandbox of its own, so one lane's
  // uploads, carts and request log never count in another's; each engine starts once. The
  // scenarios whose answer must come within a limit of the product's own (the face check's
  // 3 s on the device) run after every lane's others, one engine at a time: three engines on two
  // cores stretched that answer towards its limit.
  const picked = pick(Object.keys(engines));
  const pickedScenarios = pick(Object.keys(scenarios));
  const together = pickedScenarios.filter((name) => !alone.includes(name));
  const afterwards = pickedScenarios.filter((name) => alone.includes(name));
  const lanes = picked.map((engineName) => {
    let togetherDone!: () => void;
    return { engineName, togetherDone: new Promise<void>((resolve) => (togetherDone = resolve)), markDone: () => togetherDone() };
  });
  const everyLaneTogetherDone = Promise.all(lanes.map((lane) => lane.togetherDone));
  let aloneTurn = Promise.resolve();
  await Promise.all(
    lanes.map(async ({ engineName, markDone }) => {
      // A lane whose servers do not start must not keep the others waiting for it.
      const servers = await startServers().catch((error: unknown) => {
        markDone();
        throw error;
      });
      const started = Date.now();
      let engine: Engine | undefined;
      try {
        try {
          engine = await engines[engineName]!();
        } catch (error) {
          report(false, `${engineName}: the browser did not start`, (error as Error).message);
        }
        if (engine) await runScenarios(engineName, engine, servers.urls, together);
        markDone();
        await everyLaneTogetherDone;
        const turn = aloneTurn.then(async () => {
          if (engine) await runScenarios(engineName, engine, servers.urls, afterwards);
        });
        aloneTurn = turn;
        await turn;
      } finally {
        markDone();
        await engine?.close();
        await servers.close();
      }
      console.log(`  ${engineName}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
    }),
  );
  console.log(`\nEngines: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
  return failed === 0 && passed + skipped > 0 ? 0 : 1;
}

process.exitCode = await main();
