/**
 * A React application (real React 19, not preact) that uses the widgets as components from
 * `racelens/react`: no loader, no custom elements, no globals.
 */

import { type CartChangeDetail, CartDrawer, configure, EventGallery } from 'racelens/react';
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';

const app = document.getElementById('app')!;
configure({ api: app.dataset.api, shopUrl: app.dataset.shop, lang: 'en' });

function RaceApp() {
  const [count, setCount] = useState(0);
  return (
    <>
      <header style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
        <h1>Hudson River Half (React host)</h1>
        <CartDrawer onCartChange={(detail: CartChangeDetail) => setCount(detail.count)} />
      </header>
      <p data-testid="host-count">The host app knows of {count} item(s) in the cart.</p>
      <EventGallery eventId={103} />
    </>
  );
}

createRoot(app).render(
  <StrictMode>
    <RaceApp />
  </StrictMode>,
);
