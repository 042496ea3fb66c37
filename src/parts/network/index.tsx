/**
 * The network notices load as a part of their own, with their texts (the `network` area), asked
 * for as soon as a widget shows them: long before a wait can reach 10 s or the network can drop
 * (docs/ARCHITECTURE.md §network). No widget's first load carries them, nor even the list of
 * their text files: the part's chunk brings that list itself.
 */
import { Suspense } from 'react';
import { lazyPart } from '../../runtime/lazy-part';
import type { NetworkNoticesProps } from './NetworkNotices';

const Part = lazyPart(() => import('./NetworkNotices').then((m) => m.loadPart()));

/** The offline notice, and the slow-wait notice of the step `busy` stands for. */
export function NetworkNotices(props: NetworkNoticesProps) {
  return (
    <Suspense fallback={null}>
      <Part {...props} />
    </Suspense>
  );
}
