/**
 * Where the last search's results go (PRODUCT.md §routes-search-results,
 * PRODUCT.md §errors-search): the progress while it searches, then what it found (Found, its own
 * chunk: the grid is not on the first screen, ARCHITECTURE.md §budgets). Errors are shown by the
 * form that searched, next to what the visitor typed.
 */
import { Suspense, useEffect, useState } from 'react';
import { lazyPart } from '../../src/runtime/lazy-part';
import { useFeature } from '../../src/runtime/use-store';
import { useValue } from '../../src/runtime/use-value';
import { useT } from '../../src/runtime/WidgetRoot';
import { searchOf } from '../../src/store/search';
import { Progress } from '../../src/ui/Progress';
import type { ResultsProps } from './results-props';

const Found = lazyPart(() => import('./Found').then((m) => m.Found));

export function Results({ event, owner, view, onView, onFindMore }: ResultsProps) {
  const { t } = useT();
  const search = useFeature(searchOf);
  const loading = useValue(search.loading);
  const error = useValue(search.error);
  const active = useValue(search.active);
  const [askMore, setAskMore] = useState(false);
  // Fetched while the search runs, so the results rarely wait for their code.
  useEffect(() => {
    if (loading || active) Found.preload();
  }, [loading, active]);

  const searching = <Progress label={t('search.searching')} />;
  if (loading && owner !== 'face') return searching;
  if (!active || loading || error || owner === null) return null;

  return (
    <Suspense fallback={searching}>
      <Found event={event} owner={owner} view={view} onView={onView} onFindMore={onFindMore} askMore={askMore} onMarked={() => setAskMore(true)} />
    </Suspense>
  );
}
