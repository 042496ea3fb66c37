/**
 * WCAG AA contrast of every theme's text/background pairs (ARCHITECTURE.md §budgets: 0 axe
 * violations).
 */
import { describe, expect, it } from 'vitest';
import { contrastRatio, resolveTheme, type Theme } from '../../src/theme';
import { parseHexColor } from '../../src/theme/contrast';

const THEMES: Record<string, Theme> = {
  MySport: resolveTheme({}),
  'running-series': resolveTheme({ tenant: 'running-series' }),
  'trail-cup': resolveTheme({ tenant: 'trail-cup' }),
  US: resolveTheme({ host: 'us.racelens.example' }),
  'US over trail-cup': resolveTheme({ tenant: 'trail-cup', host: 'us.racelens.example' }),
};

/** [foreground, background, minimum]: 4.5:1 for text (1.4.3), 3:1 for the focus ring (1.4.11). */
const PAIRS: Array<[keyof Theme['tokens'], keyof Theme['tokens'], number]> = [
  ['onPrimary', 'primary', 4.5],
  ['onSurface', 'surface', 4.5],
  ['muted', 'surface', 4.5],
  ['danger', 'surface', 4.5],
  ['success', 'surface', 4.5],
  ['primary', 'surface', 4.5],
  ['focus', 'surface', 3],
];

describe('contrastRatio', () => {
  it('follows WCAG 2', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777', '#fff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#abcdef', '#abcdef')).toBe(1);
  });

  it('refuses what is not a hex colour', () => {
    expect(parseHexColor('red')).toBeNull();
    expect(() => contrastRatio('red', '#fff')).toThrow();
  });
});

describe.each(Object.entries(THEMES))('%s theme', (_, theme) => {
  it('has hex colours', () => {
    for (const name of ['primary', 'onPrimary', 'surface', 'onSurface', 'muted', 'border', 'accent', 'danger', 'success', 'focus'] as const) {
      expect(parseHexColor(theme.tokens[name]), name).not.toBeNull();
    }
  });

  it.each(PAIRS)('%s on %s meets %s:1', (foreground, background, minimum) => {
    expect(contrastRatio(theme.tokens[foreground], theme.tokens[background])).toBeGreaterThanOrEqual(minimum);
  });
});
