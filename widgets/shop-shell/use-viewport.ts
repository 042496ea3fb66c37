/** The PRODUCT.md §shell-breakpoints the window is in: mobile < 768 ≤ tablet < 1200 ≤ desktop. */
import { useEffect, useState } from 'react';
import { BREAKPOINTS } from './constants';

export type Viewport = 'mobile' | 'tablet' | 'desktop';

export const viewportFor = (width: number): Viewport => (width >= BREAKPOINTS.desktop ? 'desktop' : width >= BREAKPOINTS.tablet ? 'tablet' : 'mobile');

export function useViewport(): Viewport {
  const read = () => viewportFor(typeof window === 'undefined' ? BREAKPOINTS.desktop : window.innerWidth);
  const [viewport, setViewport] = useState(read);
  useEffect(() => {
    const update = () => setViewport(read());
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  return viewport;
}
