/**
 * The calm notice while the browser is offline: the calls under way wait for the network and go
 * on by themselves (src/api/CONTRACT.md "Retries"), so it only says so. Shown once per page, at
 * the foot of the screen where it is seen wherever one scrolled, by the notice mounted last: every
 * widget's frame has one, and a dialog's content one of its own, which then shows above the page
 * the dialog makes inert; when the dialog closes, the one before it shows again.
 */
import { signal } from '@preact/signals-core';
import { useEffect, useState } from 'react';
import { useValue } from '../runtime/use-value';

const offline = signal(false);
/** The notices mounted, in order: the last one shows. */
const owners = signal<readonly object[]>([]);
let listening = false;

/** `text`: `common.offline` in the widget's language (the frame, WidgetRoot, passes it in). */
export function OfflineNotice({ text }: { text: string }) {
  const [self] = useState(() => ({}));
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
  const mine = useValue(owners).at(-1) === self;
  return shown && mine ? (
    <p className="rl-notice rl-notice--info rl-offline" part="notice notice-offline" role="status">
      {text}
    </p>
  ) : null;
}
