/**
 * The shell's state (PRODUCT.md §entities-shell-state), shared by the app bar, menus and routes.
 */
import { computed, signal } from '@preact/signals-core';

export interface ShellState {
  /** Paths visited inside the shop, newest last (the back button pops it). */
  history: string[];
}

export const INITIAL_SHELL: Readonly<ShellState> = { history: [] };

/**
 * PRODUCT.md §shell-back: shown when the back flag is set, or on home when a back URL is
 * configured.
 */
export const backButtonVisible = (backFlag: boolean, backURL: string, isHome: boolean): boolean => backFlag || (isHome && backURL !== '');

export function createShellStore() {
  const state = signal<ShellState>({ ...INITIAL_SHELL });
  const patch = (change: Partial<ShellState>) => (state.value = { ...state.value, ...change });
  const pending = signal(0);

  return {
    state,
    patch,
    /**
     * PRODUCT.md §shell-loading: events (the list or one event) are loading; the shop's footer
     * waits for them.
     */
    eventsLoading: computed(() => pending.value > 0),
    /** Counts an event load as running until the returned function is called (once). */
    beginEventLoad(): () => void {
      pending.value++;
      let done = false;
      return () => {
        if (!done) pending.value--;
        done = true;
      };
    },
    pushHistory: (path: string) => patch({ history: [...state.value.history, path] }),
    /** The previous path, removed from the history; null when there is none. */
    popHistory(): string | null {
      const history = state.value.history.slice(0, -1);
      const previous = history[history.length - 1] ?? null;
      patch({ history });
      return previous;
    },
  };
}
