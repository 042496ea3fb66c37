/**
 * `npm test` ends with the failed tests by name (tests/run.ts): CI keeps only a log's tail, so a
 * failure must be named there, not only in the middle of a runner's output.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { engineResults, playwrightResults, vitestResults } from '../report/results';

const dir = mkdtempSync(join(tmpdir(), 'racelens-report-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const file = (name: string, content: unknown) => {
  const path = join(dir, name);
  writeFileSync(path, JSON.stringify(content));
  return path;
};

describe('the failed tests of each runner', () => {
  it('Playwright: the failed test by its suites and title, with the first line of its error, colours removed', () => {
    const path = file('browser.json', {
      stats: { expected: 1, unexpected: 1, flaky: 0, skipped: 0 },
      suites: [
        {
          title: 'cart.spec.ts',
          specs: [
            { title: 'adds a photo', file: 'cart.spec.ts', tests: [{ status: 'expected', results: [{ duration: 1200 }] }] },
            {
              title: 'keeps the cart',
              file: 'cart.spec.ts',
              tests: [{ status: 'unexpected', results: [{ duration: 3400, error: { message: '\u001b[31mError: expected 2 items\u001b[39m\n  at line 4' } }] }],
            },
          ],
        },
      ],
    });
    const counted = playwrightResults(path);
    expect(counted.failed).toBe(1);
    expect(counted.failures).toEqual([{ name: 'cart.spec.ts › keeps the cart', error: 'Error: expected 2 items' }]);
  });

  it('Vitest: a failed test, and a file that failed before its tests ran', () => {
    const path = file('unit.json', {
      numPassedTests: 1,
      numFailedTests: 1,
      numPendingTests: 0,
      numTodoTests: 0,
      testResults: [
        {
          name: '/repo/tests/unit/money.test.ts',
          status: 'failed',
          assertionResults: [
            { fullName: 'formats euros', status: 'passed', duration: 3 },
            { fullName: 'formats yen', status: 'failed', duration: 5, failureMessages: ['AssertionError: expected ¥1,000\n    at …'] },
          ],
        },
        { name: '/repo/tests/unit/broken.test.ts', status: 'failed', message: 'Cannot find module ./gone', assertionResults: [] },
      ],
    });
    expect(vitestResults(path).failures).toEqual([
      { name: 'tests/unit/money.test.ts › formats yen', error: 'AssertionError: expected ¥1,000' },
      { name: 'tests/unit/broken.test.ts', error: 'Cannot find module ./gone' },
    ]);
  });

  it('the engines: the ✗ line and the detail under it', () => {
    const output = ['✓ chromium 390px journey (4.1 s)', '✗ webkit 390px journey', '    the cart lost its photo', 'Engines: 1 passed, 1 failed'].join('\n');
    expect(engineResults(output).failures).toEqual([{ name: 'webkit 390px journey', error: 'the cart lost its photo' }]);
  });
});
