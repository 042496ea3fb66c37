/**
 * The finisher card's layout as data (PRODUCT.md §routes-order-card,
 * ARCHITECTURE.md §finisher-card): from the card's size, its texts and the theme's tokens, where
 * the photo, the logo, each line of text and the QR code go, in which font and colour. Nothing
 * here draws, so the layout is tested without a canvas; compose.ts draws it. Text is measured by
 * a function passed in (the canvas's `measureText` when drawing).
 */
import { contrastRatio, parseHexColor } from '../../theme/contrast';
import type { ThemeTokens } from '../../theme/tokens';

export type CardFormat = 'story' | 'square';
export const CARD_FORMATS: readonly CardFormat[] = ['story', 'square'];

/** PRODUCT.md §routes-order-card: a story (9:16) and a square, 1080 pixels wide. */
export const CARD_SIZES: Readonly<Record<CardFormat, { width: number; height: number }>> = {
  story: { width: 1080, height: 1920 },
  square: { width: 1080, height: 1080 },
};

/** The words on the card, already translated and formatted; a missing one leaves its place out. */
export interface CardTexts {
  event: string | null;
  /** The date and the distance, as one line ("12 May 2026 · 21.1 km"). */
  details: string | null;
  bibLabel: string;
  bib: string | null;
  timeLabel: string;
  time: string | null;
  /** "Find your photos": beside the QR code, only with a link. */
  find: string;
  /** The search link as short text (host and path); null: no QR code either. */
  link: string | null;
  /** Where no logo image is drawn: the organizer's name as a word mark. */
  brand: string | null;
}

export interface Size {
  width: number;
  height: number;
}
export interface Rect extends Size {
  x: number;
  y: number;
}

/** One line of text, drawn with its alphabetic baseline at y, from x on the left. */
export interface TextRun {
  text: string;
  x: number;
  y: number;
  font: string;
  color: string;
}

export interface CardLayout extends Size {
  background: string;
  /** The part of the photo drawn ("cover": no bars, the middle kept) and where. */
  photo: { source: Rect; target: Rect };
  /** A band of the theme's accent between the photo and the text. */
  stripe: Rect & { color: string };
  /** The logo (or the word mark) sits on a chip of the theme's surface, over the photo. */
  chip: (Rect & { color: string; radius: number }) | null;
  logo: Rect | null;
  texts: TextRun[];
  /** The QR code with its quiet zone, a white square; null without a link. */
  qr: Rect | null;
}

export type Measure = (text: string, font: string) => number;

/** The colours and shapes the card takes from the theme. */
export interface CardStyle {
  panel: string;
  text: string;
  accent: string;
  chip: string;
  chipText: string;
  radius: number;
  family: string;
}

/** Sizes in pixels of the 1080-wide card, per format. */
const METRICS: Record<
  CardFormat,
  {
    pad: number;
    photo: number;
    stripe: number;
    event: number;
    eventLines: number;
    details: number;
    label: number;
    value: number;
    find: number;
    link: number;
    qr: number;
    logo: Size;
  }
> = {
  story: {
    pad: 72,
    photo: 1056,
    stripe: 12,
    event: 72,
    eventLines: 2,
    details: 40,
    label: 30,
    value: 112,
    find: 40,
    link: 30,
    qr: 264,
    logo: { width: 300, height: 120 },
  },
  square: {
    pad: 56,
    photo: 600,
    stripe: 10,
    event: 56,
    eventLines: 1,
    details: 34,
    label: 26,
    value: 80,
    find: 32,
    link: 26,
    qr: 200,
    logo: { width: 220, height: 88 },
  },
};

/** Text this readable at least against its background (WCAG 2.x AA for normal text). */
export const MIN_CONTRAST = 4.5;

const hex = (value: string | undefined): string | null => (value && parseHexColor(value) ? value.trim() : null);

/**
 * The first candidate readable on `background` (at least 4.5:1), else the most readable one; black
 * and white are the last resort. Theme values that are not hex colours are passed over.
 */
export function readableOn(background: string, candidates: readonly (string | undefined)[]): string {
  const colors = [...candidates.map(hex).filter((c): c is string => c !== null), '#ffffff', '#000000'];
  return (
    colors.find((c) => contrastRatio(c, background) >= MIN_CONTRAST) ??
    colors.reduce((a, b) => (contrastRatio(b, background) > contrastRatio(a, background) ? b : a))
  );
}

/** A theme radius such as '16px' on the card: about three device pixels per CSS pixel. */
const radiusOf = (value: string): number => {
  const px = /^(\d+(?:\.\d+)?)px$/.exec(value.trim());
  return px ? Math.min(Number(px[1]) * 3, 48) : 0;
};

/**
 * The theme's tokens as the card's colours, font and radius, every text readable. A colour that is
 * not a hex value (a theme may set any CSS colour) gives way to black or white, whose contrast is
 * known.
 */
export function cardStyle(tokens: ThemeTokens): CardStyle {
  const panel = hex(tokens.primary) ?? '#1b1f24';
  const chip = hex(tokens.surface) ?? '#ffffff';
  return {
    panel,
    text: readableOn(panel, [tokens.onPrimary, tokens.surface, tokens.onSurface]),
    accent: hex(tokens.accent) ?? panel,
    chip,
    chipText: readableOn(chip, [tokens.primary, tokens.onSurface]),
    radius: radiusOf(tokens.radiusLarge),
    family: tokens.fontFamily.trim() || 'sans-serif',
  };
}

/** 'https://www.shop.example/search?event=101' → 'shop.example/search?event=101': the link as short text. */
export function shortLink(link: string): string {
  try {
    const url = new URL(link);
    return `${url.host.replace(/^www\./, '')}${url.pathname === '/' ? '' : url.pathname}${url.search}`;
  } catch {
    return link;
  }
}

export const fontOf = (weight: 400 | 700, size: number, family: string) => `${weight} ${size}px ${family}`;

/** `text` cut to `maxWidth` with an ellipsis. */
function ellipsize(text: string, font: string, maxWidth: number, measure: Measure): string {
  if (measure(text, font) <= maxWidth) return text;
  let cut = text;
  while (cut.length > 1 && measure(`${cut}…`, font) > maxWidth) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}…`;
}

/** Words wrapped into at most `maxLines` lines of `maxWidth`; the last line holds the rest, cut with an ellipsis. */
export function wrapLines(text: string, font: string, maxWidth: number, maxLines: number, measure: Measure): string[] {
  const words = text.trim().split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let i = 0;
  while (i < words.length && lines.length < maxLines - 1) {
    let line = words[i++]!;
    while (i < words.length && measure(`${line} ${words[i]}`, font) <= maxWidth) line += ` ${words[i++]}`;
    lines.push(ellipsize(line, font, maxWidth, measure));
  }
  if (i < words.length) lines.push(ellipsize(words.slice(i).join(' '), font, maxWidth, measure));
  return lines;
}

/** The largest size up to `size` (and down to 60 % of it) at which `text` fits in one line, cut beyond that. */
function fitOneLine(text: string, weight: 400 | 700, size: number, family: string, maxWidth: number, measure: Measure): { text: string; font: string } {
  for (let s = size; s >= size * 0.6; s -= 4) {
    const font = fontOf(weight, s, family);
    if (measure(text, font) <= maxWidth) return { text, font };
  }
  const font = fontOf(weight, Math.round(size * 0.6), family);
  return { text: ellipsize(text, font, maxWidth, measure), font };
}

/** The part of a card the photo covers. */
export const photoArea = (format: CardFormat): Size => ({ width: CARD_SIZES[format].width, height: METRICS[format].photo });

/**
 * The size a photo needs to be for every format's photo area, its proportions kept: a 12-megapixel
 * photo is scaled down once rather than at every drawing; a smaller one keeps its size.
 */
export function neededSize(photo: Size): Size {
  const scale = Math.min(1, Math.max(...CARD_FORMATS.map((f) => Math.max(photoArea(f).width / photo.width, photoArea(f).height / photo.height))));
  return { width: Math.round(photo.width * scale), height: Math.round(photo.height * scale) };
}

/** The photo's part that covers the target, centred: the card never shows bars. */
export function coverSource(photo: Size, target: Size): Rect {
  const scale = Math.max(target.width / photo.width, target.height / photo.height);
  const width = target.width / scale;
  const height = target.height / scale;
  return { x: (photo.width - width) / 2, y: (photo.height - height) / 2, width, height };
}

/** A logo fitted inside `box`, its proportions kept. */
const containIn = (logo: Size, box: Size): Size => {
  const scale = Math.min(box.width / logo.width, box.height / logo.height);
  return { width: Math.round(logo.width * scale), height: Math.round(logo.height * scale) };
};

export interface LayoutInput {
  format: CardFormat;
  photo: Size;
  /** The logo image's own size; null: the word mark (texts.brand), or nothing. */
  logo: Size | null;
  texts: CardTexts;
  style: CardStyle;
  measure: Measure;
}

/** Where everything goes: the photo on top, the accent band, then the panel of text with the QR code at its bottom right. */
export function cardLayout({ format, photo, logo, texts, style, measure }: LayoutInput): CardLayout {
  const { width, height } = CARD_SIZES[format];
  const m = METRICS[format];
  const inner = width - 2 * m.pad;
  const target = { x: 0, y: 0, width, height: m.photo };
  const runs: TextRun[] = [];
  const line = (text: string, x: number, y: number, font: string, color = style.text) => runs.push({ text, x, y, font, color });

  // The logo (or the organizer's name) on a chip of the theme's surface, top left over the photo.
  let chip: CardLayout['chip'] = null;
  let logoRect: Rect | null = null;
  const chipPad = Math.round(m.pad / 3);
  if (logo && logo.width > 0 && logo.height > 0) {
    const fitted = containIn(logo, m.logo);
    logoRect = { x: m.pad / 2 + chipPad, y: m.pad / 2 + chipPad, ...fitted };
    chip = { x: m.pad / 2, y: m.pad / 2, width: fitted.width + 2 * chipPad, height: fitted.height + 2 * chipPad, color: style.chip, radius: style.radius };
  } else if (texts.brand) {
    const { text, font } = fitOneLine(texts.brand, 700, m.details, style.family, m.logo.width * 1.5, measure);
    const textWidth = Math.ceil(measure(text, font));
    chip = { x: m.pad / 2, y: m.pad / 2, width: textWidth + 2 * chipPad, height: m.details + 2 * chipPad, color: style.chip, radius: style.radius };
    line(text, chip.x + chipPad, chip.y + chipPad + Math.round(m.details * 0.8), font, style.chipText);
  }

  // The panel: the event's name, the date and distance, the bib and time, the search link.
  let y = m.photo + m.stripe + m.pad;
  if (texts.event) {
    const font = fontOf(700, m.event, style.family);
    for (const text of wrapLines(texts.event, font, inner, m.eventLines, measure)) {
      line(text, m.pad, y + Math.round(m.event * 0.8), font);
      y += Math.round(m.event * 1.2);
    }
  }
  if (texts.details) {
    const { text, font } = fitOneLine(texts.details, 400, m.details, style.family, inner, measure);
    line(text, m.pad, y + Math.round(m.details * 0.8), font);
    y += Math.round(m.details * 1.3);
  }
  const figures = [
    [texts.bibLabel, texts.bib],
    [texts.timeLabel, texts.time],
  ].filter((f): f is [string, string] => !!f[1]);
  if (figures.length) {
    y += Math.round(m.pad / 2);
    // Beside the QR code where they reach down to it (the square), else the panel's width.
    const reachesQr = texts.link !== null && y + m.label + m.value > height - m.pad - m.qr;
    const room = reachesQr ? inner - m.qr - m.pad / 2 : inner;
    const column = figures.length === 1 ? room : Math.floor((room - m.pad / 2) / 2);
    figures.forEach(([label, value], i) => {
      const x = m.pad + i * (column + m.pad / 2);
      const labelFit = fitOneLine(label.toLocaleUpperCase(), 400, m.label, style.family, column, measure);
      line(labelFit.text, x, y + Math.round(m.label * 0.8), labelFit.font);
      const valueFit = fitOneLine(value, 700, m.value, style.family, column, measure);
      line(valueFit.text, x, y + m.label + Math.round(m.value * 0.9), valueFit.font);
    });
    y += m.label + Math.round(m.value * 1.1);
  }

  // The QR code at the bottom right; "find your photos" and the short link beside it.
  let qr: Rect | null = null;
  if (texts.link) {
    qr = { x: width - m.pad - m.qr, y: height - m.pad - m.qr, width: m.qr, height: m.qr };
    const beside = qr.x - m.pad - m.pad / 2;
    const findFont = fontOf(700, m.find, style.family);
    const findLines = wrapLines(texts.find, findFont, beside, 2, measure);
    const linkFit = fitOneLine(texts.link, 400, m.link, style.family, beside, measure);
    const block = findLines.length * Math.round(m.find * 1.2) + Math.round(m.link * 1.4);
    let by = Math.max(y, qr.y + qr.height - block);
    for (const text of findLines) {
      line(text, m.pad, by + Math.round(m.find * 0.8), findFont);
      by += Math.round(m.find * 1.2);
    }
    line(linkFit.text, m.pad, by + Math.round(m.link * 1.1), linkFit.font);
  }

  return {
    width,
    height,
    background: style.panel,
    photo: { source: coverSource(photo, target), target },
    stripe: { x: 0, y: m.photo, width, height: m.stripe, color: style.accent },
    chip,
    logo: logoRect,
    texts: runs,
    qr,
  };
}
