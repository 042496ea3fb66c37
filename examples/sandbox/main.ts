/**
 * The sandbox from the command line:
 *   npx tsx examples/sandbox/main.ts [--port 4010] [--host 127.0.0.1] [--data-dir .sandbox-data]
 *                                    [--shop-url http://localhost:4000] [--time-scale 1] [--reset]
 * `--reset` starts from the seed (the state on disk is replaced). Stops cleanly on Ctrl-C.
 */
import { parseArgs } from 'node:util';
import { DEFAULT_PORT, DEFAULT_SHOP_URL, startSandbox } from './server';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: String(process.env.SANDBOX_PORT ?? DEFAULT_PORT) },
    host: { type: 'string', default: process.env.SANDBOX_HOST ?? '127.0.0.1' },
    'data-dir': { type: 'string' },
    'shop-url': { type: 'string', default: process.env.SANDBOX_SHOP_URL ?? DEFAULT_SHOP_URL },
    'time-scale': { type: 'string', default: '1' },
    reset: { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
});

if (values.help) {
  console.log('Usage: tsx examples/sandbox/main.ts [--port 4010] [--host 127.0.0.1] [--data-dir DIR] [--shop-url URL] [--time-scale 1] [--reset]');
  process.exit(0);
}

const sandbox = await startSandbox({
  port: Number(values.port),
  host: values.host,
  ...(values['data-dir'] ? { dataDir: values['data-dir'] } : {}),
  shopUrl: values['shop-url'],
  timeScale: Number(values['time-scale']),
  fresh: values.reset,
});

// The first line is read by scripts and tests that start the sandbox as a child process.
console.log(`Racelens sandbox listening on ${sandbox.url}`);
console.log(`  API:      ${sandbox.url}/public/{service}/api/v1`);
console.log(`  Overview: ${sandbox.url}/sandbox   Mailbox: ${sandbox.url}/sandbox/mail`);
console.log(`  State:    ${sandbox.app.store.file}${values.reset ? ' (reset to the seed)' : ''}`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) process.exit(1);
    stopping = true;
    void sandbox.close().then(() => process.exit(0));
  });
}
