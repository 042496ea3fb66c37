// One component only: the bundle should hold the cart drawer and the shared runtime, no other widget.
import { createRoot } from 'react-dom/client';
import { CartDrawer } from 'racelens/react';

createRoot(document.getElementById('app')!).render(<CartDrawer />);
