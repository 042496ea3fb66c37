/**
 * A step of `npm test` ends when its command does, whatever it left behind, and a step that hangs
 * is ended at its limit with what it printed (tests/report/run-command.ts). Once, a process left
 * holding a step's output pipe kept CI waiting until its time ran out, with nothing printed.
 */
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { runCommand } from '../report/run-command';

/** The process is there and not a zombie waiting to be reaped. */
const running = (pid: number) => {
  try {
    return !execFileSync('ps', ['-o', 'stat=', '-p', String(pid)], { encoding: 'utf8' }).startsWith('Z');
  } catch {
    return false; // ps exits 1 for a pid it does not know
  }
};

describe('a step of npm test', () => {
  it('ends when its command exits, though a process it started still holds its output; that process is ended too', async () => {
    // The command starts a sleeper that keeps stdout open, tells its pid, and exits.
    const result = await runCommand('sh', ['-c', 'sleep 60 & echo "left $!"; echo done'], { cwd: process.cwd(), limitSeconds: 30 });
    expect(result.timedOut).toBe(false);
    expect(result.code).toBe(0);
    expect(result.output).toContain('done');
    const pid = Number(/left (\d+)/.exec(result.output)![1]);
    await expect.poll(() => running(pid)).toBe(false);
  });

  it('is ended at its limit, failed, with the output it printed until then', async () => {
    const result = await runCommand('sh', ['-c', 'echo "step one done"; sleep 60; echo never'], { cwd: process.cwd(), limitSeconds: 1 });
    expect(result.timedOut).toBe(true);
    expect(result.output).toContain('step one done');
    expect(result.output).not.toContain('never');
    expect(result.output).toContain('still running at its time limit');
  });

  it('reports the exit code of a command that fails', async () => {
    const result = await runCommand('sh', ['-c', 'echo broken >&2; exit 3'], { cwd: process.cwd(), limitSeconds: 30 });
    expect(result).toMatchObject({ code: 3, timedOut: false });
    expect(result.output).toContain('broken');
  });
});
