// One component only: the bundle should hold the cart drawer and the shared runtime, no other widget.

import { CartDrawer } from 'racelens/react';
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('app')!).render(<CartDrawer />);
