import { hash32, pick } from '../core/hash';
import { svgDocument, text } from './photo-svg';

/**
 * A titled card: the one drawing behind theme images, video posters, the finisher certificate
 * (Gift) and the gift voucher (Promocode). Colours follow the seed so cards differ.
 */
export interface Card {
  seed: string;
  width: number;
  height: number;
  title: string;
  lines?: string[];
  /** [background from, background to, ink] */
  palette?: readonly [string, string, string];
  /** Small print in the corner; every sandbox image says what it is. */
  footer?: string;
  /** A play button, for video posters. */
  play?: boolean;
}

const PALETTES: ReadonlyArray<readonly [string, string, string]> = [
  ['#0d3b66', '#3f88c5', '#ffffff'],
  ['#7b2cbf', '#e0aaff', '#ffffff'],
  ['#1b4332', '#52b788', '#ffffff'],
  ['#9d0208', '#f48c06', '#ffffff'],
  ['#22223b', '#9a8c98', '#f2e9e4'],
];

export function renderCardSvg(card: Card): string {
  const { width: w, height: h } = card;
  const [from, to, ink] = card.palette ?? pick(PALETTES, hash32('card', card.seed));
  const titleSize = Math.min(h * 0.16, (w * 0.9) / Math.max(8, card.title.length * 0.55));
  const parts = [
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`,
    `<rect width="${w}" height="${h}" fill="url(#bg)"/>`,
    // A few soft circles so a card reads as an image, not as a blank box.
    ...[0, 1, 2].map((i) => {
      const c = hash32('circle', card.seed, i);
      return `<circle cx="${(c % 100) * w * 0.01}" cy="${((c >>> 8) % 100) * h * 0.01}" r="${Math.min(w, h) * (0.15 + (c % 20) / 100)}" fill="${ink}" fill-opacity="0.08"/>`;
    }),
    text(w / 2, h * (card.lines?.length ? 0.42 : 0.55), titleSize, ink, card.title, 'middle', 'bold'),
    ...(card.lines ?? []).map((line, i) => text(w / 2, h * 0.42 + titleSize * 0.5 + h * 0.09 * (i + 1), h * 0.055, ink, line, 'middle')),
    card.play
      ? `<circle cx="${w / 2}" cy="${h * 0.75}" r="${h * 0.09}" fill="#000" fill-opacity="0.45"/><polygon points="${w / 2 - h * 0.03},${h * 0.7} ${w / 2 - h * 0.03},${h * 0.8} ${w / 2 + h * 0.05},${h * 0.75}" fill="#fff"/>`
      : '',
    text(w - h * 0.03, h - h * 0.035, h * 0.035, ink, card.footer ?? 'Racelens sandbox', 'end'),
  ];
  return svgDocument(w, h, w, h, parts.join(''), card.title);
}
