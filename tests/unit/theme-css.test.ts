/** Theme → CSS custom properties for the adopted shadow-root sheet, with sanitized values. */
import { describe, expect, it } from 'vitest';
import { DEFAULT_LAYER, resolveTheme, sanitizeCssValue, TOKEN_PROPERTIES, themeStyleProperties, themeToCss } from '../../src/theme';

describe('themeToCss', () => {
  it('writes every token as a --racelens-* property of :host', () => {
    const css = themeToCss(resolveTheme({ tenant: 'running-series' }));
    expect(css.startsWith(':host {')).toBe(true);
    expect(css).toContain('--racelens-color-primary: #c2122f;');
    expect(css).toContain('--racelens-color-on-primary: #ffffff;');
    expect(css).toContain('--racelens-font-family: "Helvetica Neue", Arial, sans-serif;');
    for (const property of Object.values(TOKEN_PROPERTIES)) expect(css).toContain(`${property}: `);
    expect(css.match(/[{}]/g)).toEqual(['{', '}']);
  });

  it('leaves out an unsafe value and keeps the rest', () => {
    const tokens = { ...DEFAULT_LAYER.tokens, primary: '#fff; } body { background: red' };
    const css = themeToCss({ tokens });
    expect(css).not.toContain('--racelens-color-primary');
    expect(css).not.toContain('body');
    expect(css).toContain('--racelens-color-surface: #ffffff;');
    expect(css.match(/[{}]/g)).toEqual(['{', '}']);
  });
});

describe('themeStyleProperties', () => {
  it('maps token names to custom properties for inline styles', () => {
    const properties = themeStyleProperties(resolveTheme({ tenant: 'trail-cup' }));
    expect(properties['--racelens-color-primary']).toBe('#2f5d34');
    expect(properties['--racelens-radius-lg']).toBe('24px');
    expect(Object.keys(properties).every((key) => key.startsWith('--racelens-'))).toBe(true);
  });

  it('drops unsafe values', () => {
    const properties = themeStyleProperties({ tokens: { primary: 'url(javascript:alert(1))', surface: '#fff' } });
    expect(properties).toEqual({ '--racelens-color-surface': '#fff' });
  });
});

describe('sanitizeCssValue', () => {
  it.each(['#0b57d0', 'rgb(0 0 0 / 50%)', 'hsl(210, 50%, 40%)', '"Trebuchet MS", sans-serif', "'Open Sans', system-ui", '4px', 'calc(8px * 2)'])(
    'accepts %s',
    (value) => {
      expect(sanitizeCssValue(value)).toBe(value);
    },
  );

  it.each([
    ['a semicolon', 'red; color: blue'],
    ['a closing brace', 'red } :host { color: blue'],
    ['an opening brace', 'a{b'],
    ['markup', '</style><script>alert(1)</script>'],
    ['url()', 'url(https://evil.example/track.png)'],
    ['URL ( with spaces', 'URL (x)'],
    ['image-set()', 'image-set("x.png" 1x)'],
    ['an escape', '\\75 rl(x)'],
    ['a comment', 'red /* hidden */'],
    ['expression()', 'expression(alert(1))'],
    ['@import', '@import "x.css"'],
    ['!important', 'red !important'],
    ['a newline', 'red\ncolor: blue'],
    ['an unclosed quote', '"Open Sans, sans-serif'],
    ['an empty value', '   '],
    ['a very long value', 'a'.repeat(201)],
  ])('rejects %s', (_, value) => {
    expect(sanitizeCssValue(value)).toBeNull();
  });

  it('rejects non-strings', () => {
    expect(sanitizeCssValue(undefined)).toBeNull();
    expect(sanitizeCssValue(42)).toBeNull();
  });
});
