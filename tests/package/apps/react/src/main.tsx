import { createRoot } from 'react-dom/client';
import { AllExports } from './all-exports';

createRoot(document.getElementById('app')!).render(<AllExports />);
