/**
 * The calm notice while the browser is offline: the calls under way wait for the network and go
 * on by themselves (src/api/CONTRACT.md "Retries"), so it only says so. Shown once per page, at
 * the foot of the screen where it is seen wherever one scrolled, by the notice mounted last: every
 * widget's frame has one, and a dialog's content one of its own, which then shows above the page
 * the dialog makes inert; when the dialog closes, the one before it shows again.
 */
import { computed, type ReadonlySignal, signal } from '@preact/signals-core';
import { useEffect, useState } from 'react';
import { useValue } from '../runtime/use-value';

const offline = signal(false);
/** The notices mounted, in order: the last one shows. */
const owners = signal<readonly ReadonlySignal<boolean>[]>([]);
let listening = false;

/** `text`: `common.offline` in the widget's language (the frame, WidgetRoot, passes it in). */
export function OfflineNotice({ text }: { text: string }) {
  // Whether this one is the last is a signal of its own, which is also its place among the owners:
  // a notice re-renders only when that changes, not each time another frame mounts (a results
  // page mounts one link per row).
  const [self] = useState(() => {
    const self: ReadonlySignal<boolean> = computed(() => owners.value.at(-1) === self);
    return self;
  });
  useEffect(() => {
    if (!listening) {
      listening = true;
      addEventListener('online', () => (offline.value = false));
      addEventListener('offline', () => (offline.value = true));
    }
    offline.value = navigator.onLine === false;
    owners.value = [...owners.peek(), self];
    return () => {
      owners.value = owners.peek().filter((o) => o !== self);
    };
  }, []);
  const shown = useValue(offline);
  const mine = useValue(self);
  return shown && mine ? (
    <p className="rl-notice rl-notice--info rl-offline" part="notice notice-offline" role="status">
      {text}
    </p>
  ) : null;
}
