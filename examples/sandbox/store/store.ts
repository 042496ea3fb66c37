import { rename } from 'node:fs/promises';
import { join } from 'node:path';
import { readIfExists, removeStaleTempFiles, writeFileAtomic } from './persistence';
import type { State } from './state';
import { STATE_VERSION } from './state';

export const STATE_FILE = 'state.json';

/**
 * The sandbox's state in memory plus its durable copy on disk.
 *
 * Handlers change `state` in place and call `changed()`; the server awaits `commit()` before it
 * answers, so a response the client saw is always on disk (a crash loses nothing acknowledged).
 * Writes never overlap: concurrent commits share the write in flight and then write once more
 * if something changed after that write took its snapshot.
 */
export class Store {
  private dirty = false;
  private writing: Promise<void> | undefined;

  private constructor(
    readonly file: string,
    public state: State,
    private readonly seed: () => State,
  ) {}

  /**
   * Loads the state file from `dataDir`, or seeds it when there is none, when it is of an older
   * shape, when it cannot be read as JSON (kept aside as `state.json.corrupt-<time>`) or when
   * `fresh` asks for a new seed.
   */
  static async open(options: { dataDir: string; fresh?: boolean; seed: () => State; log?: (line: string) => void }): Promise<Store> {
    const file = join(options.dataDir, STATE_FILE);
    await removeStaleTempFiles(file);
    let state: State | undefined;
    if (!options.fresh) {
      const text = await readIfExists(file);
      if (text !== undefined) {
        try {
          const parsed = JSON.parse(text) as State;
          if (parsed.version === STATE_VERSION) state = parsed;
          else options.log?.(`State file ${file} has version ${parsed.version}; seeding version ${STATE_VERSION}.`);
        } catch {
          const aside = `${file}.corrupt-${Date.now()}`;
          await rename(file, aside);
          options.log?.(`State file ${file} was not valid JSON; kept it as ${aside} and seeded a new one.`);
        }
      }
    }
    const store = new Store(file, state ?? options.seed(), options.seed);
    if (!state) {
      store.changed();
      await store.commit();
    }
    return store;
  }

  changed(): void {
    this.dirty = true;
  }

  /** Resolves once every change made before the call is on disk. */
  async commit(): Promise<void> {
    while (this.dirty || this.writing) {
      if (this.writing) {
        await this.writing;
        continue;
      }
      this.dirty = false;
      const text = JSON.stringify(this.state);
      this.writing = writeFileAtomic(this.file, text).finally(() => {
        this.writing = undefined;
      });
      try {
        await this.writing;
      } catch (error) {
        this.dirty = true;
        throw error;
      }
    }
  }

  /** Back to the seed, on disk too. */
  async reset(): Promise<void> {
    this.state = this.seed();
    this.changed();
    await this.commit();
  }
}
