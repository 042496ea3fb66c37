/** The visitor's recent searches (kept by the photo-search widget), as links back to them. */

import { SEARCH_RESULTS, shopHref, shopPath } from '../../src/links/shop-paths';
import { useStore } from '../../src/runtime/use-store';
import { useT } from '../../src/runtime/WidgetRoot';
import { readRecentSearches } from '../../src/store/recent-searches';

export function RecentSearches() {
  const { t } = useT();
  const searches = readRecentSearches(useStore().storage.local);
  if (!searches.length) return null;
  return (
    <section className="rl-home__section">
      <h2>{t('home.recentSearches')}</h2>
      <ul className="rl-recent">
        {searches.map((s) => (
          <li key={`${s.eventId}-${s.number}`}>
            <a href={shopHref(shopPath(SEARCH_RESULTS, { id: s.eventId, number: s.number }))}>
              {s.eventName} · {s.number}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
