/**
 * The calm notice while the browser is offline: the calls under way wait for the network and go
 * on by themselves (src/api/CONTRACT.md "Retries"), so it only says so. Shown once per page, by
 * the first widget that has it, at the foot of the screen where it is seen wherever one scrolled.
 */
import { signal } from '@preact/signals-core';
import { useEffect, useState } from 'react';
import { useValue } from '../runtime/use-value';

const offline = signal(false);
/** The notice that shows: one per page. */
const owner = signal<object | null>(null);
let listening = false;

/** `text`: the widget's `common.offline`, given by its frame (WidgetRoot), which holds the notice. */
export function OfflineNotice({ text }: { text: string }) {
  const [self] = useState(() => ({}));
  useEffect(() => {
    if (!listening) {
      listening = true;
      addEventListener('online', () => (offline.value = false));
      addEventListener('offline', () => (offline.value = true));
    }
    offline.value = navigator.onLine === false;
    owner.value ??= self;
    return () => {
      if (owner.peek() === self) owner.value = null;
    };
  }, []);
  const shown = useValue(offline);
  const mine = useValue(owner) === self;
  return shown && mine ? (
    <p className="rl-notice rl-notice--info rl-offline" part="notice notice-offline" role="status">
      {text}
    </p>
  ) : null;
}
