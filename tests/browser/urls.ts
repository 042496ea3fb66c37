/**
 * Where global-setup started everything for this worker: each worker has its own servers and
 * sandbox (global-setup.ts), found by Playwright's TEST_PARALLEL_INDEX (0 … workers − 1).
 */
type Server = 'shop' | 'examples' | 'cdn' | 'api';

const variable = (server: Server, worker: number | string) => `RACELENS_${server.toUpperCase()}_${worker}`;

/** The environment that hands one worker's servers to it. */
export const serverEnv = (started: Record<Server, string>, worker: number): Record<string, string> =>
  Object.fromEntries((Object.keys(started) as Server[]).map((server) => [variable(server, worker), started[server]]));

const need = (server: Server): string => {
  const value = process.env[variable(server, process.env.TEST_PARALLEL_INDEX ?? 0)];
  if (!value) throw new Error(`${variable(server, 'N')} is not set: run the browser tests through their playwright config`);
  return value;
};

export const urls = {
  get shop() {
    return need('shop');
  },
  get examples() {
    return need('examples');
  },
  get cdn() {
    return need('cdn');
  },
  get api() {
    return need('api');
  },
};
