/**
 * One step of `npm test` as a process of its own (tests/run.ts). The contract:
 *
 *  - The command runs in a process group of its own, so whatever it starts can be ended with it.
 *  - It has ended when its own process exits. Anything it left behind (a build's worker, a server
 *    a test forgot, a daemon holding the output pipe) is ended then with the whole group, and the
 *    output it wrote until then is kept: a forgotten process never holds `npm test` open.
 *  - A command still running after `limitSeconds` is ended the same way and reported as timed
 *    out, with the output it printed so far: a hang costs minutes and names itself, never CI's
 *    whole time with nothing printed (it did once: a run that printed nothing for 87 minutes).
 */
import { spawn } from 'node:child_process';

export interface CommandResult {
  code: number | null;
  output: string;
  /** It ran out of time and was ended. */
  timedOut: boolean;
}

/** How long the output pipes may stay open after the command exited, for its last lines. */
const drainMs = 2000;

/** Ends the process group `pid` leads: TERM, then KILL a moment later for what ignored it. */
function endGroup(pid: number): void {
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-pid, name);
    } catch {
      // The group has already gone.
    }
  };
  signal('SIGTERM');
  setTimeout(() => signal('SIGKILL'), 1000).unref();
}

/**
 * The groups still running. Being groups of their own, they do not get the terminal's Ctrl-C:
 * the runner passes it on to them before it stops.
 */
const running = new Set<number>();
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    for (const pid of running) endGroup(pid);
    process.exit(130);
  });

export function runCommand(
  command: string,
  args: string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv; limitSeconds: number; onOutput?: (chunk: Buffer) => void },
): Promise<CommandResult> {
  return new Promise((done) => {
    const child = spawn(command, args, { cwd: options.cwd, env: options.env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    if (child.pid) running.add(child.pid);
    let output = '';
    let timedOut = false;
    let code: number | null = null;
    let ended = false;
    const take = (chunk: Buffer) => {
      output += chunk;
      options.onOutput?.(chunk);
    };
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    const finish = () => {
      if (ended) return;
      ended = true;
      clearTimeout(limit);
      clearTimeout(drain);
      if (child.pid) {
        running.delete(child.pid);
        endGroup(child.pid);
      }
      child.stdout.destroy();
      child.stderr.destroy();
      done({ code, output, timedOut });
    };
    const limit = setTimeout(() => {
      timedOut = true;
      output += `\n(ended after ${options.limitSeconds} s: still running at its time limit)\n`;
      finish();
    }, options.limitSeconds * 1000);
    let drain: NodeJS.Timeout | undefined;
    child.on('exit', (exitCode) => {
      code = exitCode;
      // Its last lines may still be in the pipes; a process it left behind may hold them open.
      drain = setTimeout(finish, drainMs);
    });
    child.on('close', finish);
    child.on('error', (error) => {
      output += `${error.message}\n`;
      finish();
    });
  });
}
