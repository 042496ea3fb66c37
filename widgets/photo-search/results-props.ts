/**
 * What the search results get (Results.tsx) and pass on to what they found (Found.tsx): apart from
 * both, so neither imports the other (tests/unit/layers.test.ts), and apart from types.ts, whose
 * declarations ship to hosts, who have no API schemas.
 */
import type { Event } from '../../src/api/schemas';
import type { ResultsView, SearchMethod } from './types';

export interface ResultsProps {
  event: Event;
  owner: SearchMethod | null;
  view: ResultsView;
  onView: (view: ResultsView) => void;
  onFindMore: () => void;
}
