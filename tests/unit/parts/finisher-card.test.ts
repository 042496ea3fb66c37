/**
 * The finisher card's layout and what is kept of it (PRODUCT.md §routes-order-card): computed as
 * data, so it is checked here without a canvas; text is measured as 0.6 em a character.
 */
import { describe, expect, it } from 'vitest';
import { CARD_MEMORY_KEY, isFinishTime, keepCard, recallCard } from '../../../src/parts/finisher-card/card-memory';
import {
  CARD_FORMATS,
  CARD_SIZES,
  type CardLayout,
  type CardTexts,
  cardLayout,
  cardStyle,
  coverSource,
  neededSize,
  readableOn,
  shortLink,
  wrapLines,
} from '../../../src/parts/finisher-card/layout';
import { memoryStorage } from '../../../src/store/storage';
import { contrastRatio } from '../../../src/theme/contrast';
import { DEFAULT_LAYER, TENANT_LAYERS } from '../../../src/theme/themes';

const measure = (text: string, font: string) => text.length * Number(/(\d+)px/.exec(font)![1]) * 0.6;
const sizeOf = (font: string) => Number(/(\d+)px/.exec(font)![1]);

const TEXTS: CardTexts = {
  event: 'Riga City Run 2026',
  details: '12 May 2026 · 21.1 km',
  bibLabel: 'Bib',
  bib: '1234',
  timeLabel: 'Finish time',
  time: '1:45:12',
  find: 'Find your photos from the race',
  link: 'shop.example/search?event=101',
  brand: 'Riga City Run',
};
const style = cardStyle(DEFAULT_LAYER.tokens);

/** Every line's box (from its baseline up by its size), inside the card, clear of the QR code and of each other. */
function expectTidy(layout: CardLayout) {
  const boxes = layout.texts.map((run) => {
    const size = sizeOf(run.font);
    return { x: run.x, y: run.y - size * 0.8, width: measure(run.text, run.font), height: size, text: run.text };
  });
  for (const box of boxes) {
    expect(box.x, box.text).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, box.text).toBeLessThanOrEqual(layout.width);
    expect(box.y + box.height, box.text).toBeLessThanOrEqual(layout.height);
    const { qr } = layout;
    if (qr) expect(box.x + box.width <= qr.x || box.y + box.height <= qr.y, `${box.text} clear of the QR code`).toBe(true);
  }
  boxes.forEach((a, i) => {
    for (const b of boxes.slice(i + 1)) {
      const apart = a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;
      expect(apart, `${a.text} / ${b.text}`).toBe(true);
    }
  });
}

describe('finisher card layout', () => {
  it('makes a 1080×1920 story and a 1080×1080 square, everything inside and nothing overlapping', () => {
    for (const format of CARD_FORMATS) {
      const layout = cardLayout({ format, photo: { width: 3000, height: 2000 }, logo: { width: 400, height: 100 }, texts: TEXTS, style, measure });
      expect({ width: layout.width, height: layout.height }).toEqual(CARD_SIZES[format]);
      expect(layout.texts.map((r) => r.text).join(' ')).toBe(
        'Riga City Run 2026 12 May 2026 · 21.1 km BIB 1234 FINISH TIME 1:45:12 Find your photos from the race shop.example/search?event=101',
      );
      expect(layout.qr).not.toBeNull();
      expect(layout.logo!.width / layout.logo!.height).toBeCloseTo(4);
      expectTidy(layout);
    }
  });

  it('keeps long names and links inside the card, cut with an ellipsis', () => {
    const long = {
      ...TEXTS,
      event: 'The Very Long Name of an International Mountain Ultra Trail Championship 2026',
      link: `shop.example/search?event=${'9'.repeat(80)}`,
    };
    for (const format of CARD_FORMATS) {
      const layout = cardLayout({ format, photo: { width: 800, height: 1200 }, logo: null, texts: long, style, measure });
      expect(layout.texts.some((r) => r.text.endsWith('…'))).toBe(true);
      expectTidy(layout);
    }
  });

  it('leaves out what is not known: no time, no link (and so no QR code), the organizer named where no logo came', () => {
    const layout = cardLayout({
      format: 'square',
      photo: { width: 1000, height: 1000 },
      logo: null,
      texts: { ...TEXTS, time: null, link: null, details: null },
      style,
      measure,
    });
    expect(layout.qr).toBeNull();
    expect(layout.logo).toBeNull();
    expect(layout.texts.map((r) => r.text)).toEqual(['Riga City Run', 'Riga City Run 2026', 'BIB', '1234']);
    expectTidy(layout);
  });

  it('covers the photo area with the middle of the photo, whatever its shape', () => {
    const rounded = (r: Record<string, number>) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, Math.round(v)]));
    expect(rounded({ ...coverSource({ width: 3000, height: 2000 }, { width: 1080, height: 1080 }) })).toEqual({ x: 500, y: 0, width: 2000, height: 2000 });
    expect(rounded({ ...coverSource({ width: 1000, height: 3000 }, { width: 1000, height: 500 }) })).toEqual({ x: 0, y: 1250, width: 1000, height: 500 });
  });

  it('scales a large photo down once to what both formats need, and never up', () => {
    // The story's photo area (1080 × 1056) asks the most of a 4:3 photo: 1056 pixels high.
    expect(neededSize({ width: 4000, height: 3000 })).toEqual({ width: 1408, height: 1056 });
    expect(neededSize({ width: 800, height: 600 })).toEqual({ width: 800, height: 600 });
  });

  it("takes the theme's colours, font and radius, and keeps its text readable on the panel", () => {
    const trail = { ...DEFAULT_LAYER.tokens, ...TENANT_LAYERS['trail-cup']!.tokens };
    expect(cardStyle(trail)).toMatchObject({
      panel: '#2f5d34',
      text: '#ffffff',
      accent: '#c4761c',
      family: trail.fontFamily,
      radius: 48,
    });
    // A pale primary with white "on primary" text: the card picks a colour of the theme that reads.
    const pale = cardStyle({ ...DEFAULT_LAYER.tokens, primary: '#ffe066', onPrimary: '#ffffff' });
    expect(pale.text).toBe(DEFAULT_LAYER.tokens.onSurface);
    expect(contrastRatio(pale.text, pale.panel)).toBeGreaterThanOrEqual(4.5);
    expect(readableOn('#777777', ['var(--x)', '#888888'])).toBe('#000000');
  });

  it('wraps words into lines and cuts what does not fit', () => {
    const font = '700 10px sans-serif';
    expect(wrapLines('one two three four', font, 60, 2, measure)).toEqual(['one two', 'three four']);
    expect(wrapLines('one two three four five', font, 60, 2, measure)).toEqual(['one two', 'three fou…']);
  });
});

describe('finisher card memory', () => {
  it('keeps the bib, time and distance per order item on this device', () => {
    const storage = memoryStorage();
    expect(recallCard(storage, 'o-1', 'a')).toEqual({ bib: '', time: '', distance: '' });
    keepCard(storage, 'o-1', 'a', { bib: '1234', time: '1:45:12', distance: '21.1 km' });
    keepCard(storage, 'o-1', 'b', { bib: '1234', time: '', distance: '' });
    expect(recallCard(storage, 'o-1', 'a')).toEqual({ bib: '1234', time: '1:45:12', distance: '21.1 km' });
    storage.setItem(CARD_MEMORY_KEY, 'not json');
    expect(recallCard(storage, 'o-1', 'a')).toEqual({ bib: '', time: '', distance: '' });
  });

  it('takes a finish time as people write it, or none', () => {
    for (const ok of ['', '3:45:12', '45:12', '3:45:12.4', '12:05:00,25']) expect(isFinishTime(ok), ok).toBe(true);
    for (const bad of ['abc', '3:75:00', '3h45', '<b>1</b>']) expect(isFinishTime(bad), bad).toBe(false);
  });

  it('shows the search link as short text', () => {
    expect(shortLink('https://www.shop.example/search?event=101')).toBe('shop.example/search?event=101');
  });
});
