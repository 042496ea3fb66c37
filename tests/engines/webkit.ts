/**
 * WebKit (WebKitGTK from Debian's webkit2gtk-driver) over W3C WebDriver: an Xvfb display of our
 * own, WebKitWebDriver on a free port, and webkit-browser.py as the browser it starts for each
 * tab (a window of the exact size, with the init script). The few WebDriver commands the tests
 * use are plain HTTP, so no client library is needed. Clicks are pointer actions at a point:
 * WebKitWebDriver's element click does not reach into shadow roots.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { type Engine, initScripts, type Key, pageExpression, type Tab, type Viewport } from './driver';

export const webkitDriverPath = process.env.WEBKIT_WEBDRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
const browserPath = new URL('webkit-browser.py', import.meta.url).pathname;
/** WebDriver's code points for the named keys (W3C WebDriver, "Keyboard actions"). */
const KEY_CODES: Record<Key, string> = { Tab: '\uE004', Enter: '\uE007' };

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/** Starts Xvfb on the first free display; resolves with its name once it accepts clients. */
function startXvfb(): Promise<{ display: string; process: ChildProcess }> {
  return new Promise((resolve, reject) => {
    // -displayfd: Xvfb picks a free display and writes its number to that descriptor when ready.
    const xvfb = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1920x1080x24', '-nolisten', 'tcp'], {
      stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
    });
    let said = '';
    xvfb.once('error', reject);
    xvfb.stdio[3]!.on('data', (chunk: Buffer) => {
      said += chunk.toString();
      if (said.includes('\n')) resolve({ display: `:${said.trim()}`, process: xvfb });
    });
    xvfb.once('exit', (code) => reject(new Error(`Xvfb exited (${code}) before it was ready`)));
  });
}

class WebDriverError extends Error {}

async function command<T>(base: string, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await response.json()) as { value: T & { error?: string; message?: string } };
  if (!response.ok) throw new WebDriverError(`${method} ${path}: ${answer.value.error} ${answer.value.message ?? ''}`);
  return answer.value;
}

async function untilReady(base: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      const status = await command<{ ready: boolean }>(base, 'GET', '/status');
      if (status.ready) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('WebKitWebDriver did not start');
}

export async function webkit(): Promise<Engine> {
  const xvfb = await startXvfb();
  const port = await freePort();
  const driver = spawn(webkitDriverPath, [`--port=${port}`], {
    env: { ...process.env, DISPLAY: xvfb.display },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  // What webkit-browser.py says of a page that crashed or hung, and any error of the browser
  // process itself (not the pages' console): otherwise only a lost session would show them.
  const said: string[] = [];
  createInterface({ input: driver.stderr! }).on('line', (line) => {
    if (line.startsWith('webkit-browser:') || (!line.includes('CONSOLE') && /Traceback|Error|CRITICAL|crash/.test(line))) said.push(line);
  });
  const base = `http://127.0.0.1:${port}`;
  const stop = () => {
    driver.kill();
    xvfb.process.kill();
  };
  try {
    await untilReady(base);
  } catch (error) {
    stop();
    throw error;
  }

  // Profiles are removed once the driver, and so every browser it started, has stopped: a browser
  // that is still closing writes into its cache after its session is deleted.
  const profiles: string[] = [];
  return {
    name: 'webkit',
    async open({ width, height }: Viewport): Promise<Tab> {
      const profile = mkdtempSync(join(tmpdir(), 'racelens-webkit-'));
      const saidBefore = said.length;
      profiles.push(profile);
      const { sessionId } = await command<{ sessionId: string }>(base, 'POST', '/session', {
        capabilities: {
          alwaysMatch: {
            'webkitgtk:browserOptions': {
              binary: browserPath,
              args: [`--size=${width}x${height}`, `--profile=${profile}`, ...initScripts.map(({ path }) => `--init-script=${path}`)],
            },
          },
        },
      });
      const session = (method: string, path: string, body?: unknown) => command(base, method, `/session/${sessionId}${path}`, body);
      const keys = (values: string[]) =>
        session('POST', '/actions', {
          actions: [
            {
              type: 'key',
              id: 'keyboard',
              actions: values.flatMap((value) => [
                { type: 'keyDown', value },
                { type: 'keyUp', value },
              ]),
            },
          ],
        });
      const pointer = (actions: unknown[]) =>
        session('POST', '/actions', { actions: [{ type: 'pointer', id: 'mouse', parameters: { pointerType: 'mouse' }, actions }] });
      return {
        async goto(url) {
          await session('POST', '/url', { url });
        },
        // The W3C Execute Script command waits for a returned promise.
        run: <T>(body: string) => session('POST', '/execute/sync', { script: `return ${pageExpression(body)};`, args: [] }) as Promise<T>,
        async clickAt(x, y) {
          await pointer([
            { type: 'pointerMove', origin: 'viewport', x, y, duration: 0 },
            { type: 'pointerDown', button: 0 },
            { type: 'pointerUp', button: 0 },
          ]);
        },
        async type(text) {
          await keys([...text]);
        },
        async press(key) {
          await keys([KEY_CODES[key]]);
        },
        engineErrors: () => said.slice(saidBefore),
        async close() {
          await session('DELETE', '').catch(() => undefined);
        },
      };
    },
    async close() {
      stop();
      for (const profile of profiles) {
        try {
          rmSync(profile, { recursive: true, force: true });
        } catch (error) {
          // A temporary folder left behind is not a result of the test run; say so and go on.
          console.warn(`Could not remove ${profile}: ${(error as Error).message}`);
        }
      }
    },
  };
}
