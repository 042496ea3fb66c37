/**
 * A React 19 application that uses the racelens-* tags with the loader (no racelens/react).
 * React renders the tags before the loader has defined them, which is what any framework does
 * when the loader comes async: `eventId={103}` becomes the attribute `eventid`, a property set
 * through a ref sits on the plain element, and `onracelens:add` is a listener for that DOM event.
 * All of it works once the loader upgrades the elements. The loader is added only after the
 * first render here, to make that order certain.
 */

import type { RacelensPhotoSearchElement } from 'racelens';
// The tags' types for React's JSX (racelens/react brings them too): attributes, properties, events.
import type {} from 'racelens/jsx';
import { StrictMode, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';

const app = document.getElementById('app')!;

function RaceApp() {
  const search = useRef<RacelensPhotoSearchElement>(null);
  const [added, setAdded] = useState<string[]>([]);
  // A property set before the element is defined (as Vue's props and React's refs do).
  useLayoutEffect(() => {
    search.current!.eventId = 103;
  }, []);
  useEffect(() => {
    const loader = document.createElement('script');
    loader.src = `${app.dataset.cdn}/loader.js`;
    loader.dataset.api = app.dataset.api;
    loader.dataset.lang = 'en';
    document.head.append(loader);
  }, []);
  return (
    <>
      <header style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
        <h1>Hudson River Half (React tags)</h1>
        <racelens-cart-drawer></racelens-cart-drawer>
      </header>
      <p data-testid="added">Added: {added.join(', ') || 'nothing yet'}</p>
      <racelens-event-gallery eventId={103} onracelens:add={(event) => setAdded((all) => [...all, event.detail.productType])} />
      <racelens-photo-search ref={search} />
      {/* No order-id: the widget says so, and the console says which attribute it needs. */}
      <racelens-order-status />
    </>
  );
}

createRoot(app).render(
  <StrictMode>
    <RaceApp />
  </StrictMode>,
);
