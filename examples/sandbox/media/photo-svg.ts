import { escapeXml } from '../core/escape';
import { hash32, pick } from '../core/hash';

/**
 * Generated "photos": a runner on a road with the bib number large on the chest, the event's
 * name and the photographer. Deterministic from `seed`, so the same photo id always looks the
 * same. Drawn in SVG because it costs a few kilobytes and no image library.
 */
export interface PhotoScene {
  seed: number;
  width: number;
  height: number;
  bib: string;
  eventName: string;
  photographer: string;
  /** Small print in the corner, e.g. '#123'. */
  caption: string;
}

export type PhotoVariant =
  /** Watermarked, full size: `Photo.url`. */
  | 'preview'
  /** Clean: what a paid order downloads. */
  | 'original';

export interface FrameOptions {
  title: string;
  subtitle: string;
  watermark: boolean;
}

export const SKIES = [
  ['#7fb8ea', '#dcecf7'],
  ['#f3a56b', '#fde2c1'],
  ['#9aa7b4', '#dfe4e8'],
  ['#4f8fd6', '#bfe0f7'],
  ['#c98bb9', '#f6d8c6'],
] as const;
export const GROUNDS = ['#6f9a4b', '#8a9f5a', '#5f8a6a', '#9c8f6b'] as const;
export const SHIRTS = ['#d63a3a', '#1f6fd1', '#f2b400', '#1a9e6a', '#7b3fc4', '#ff7a1a', '#222831'] as const;
export const SHORTS = ['#1b1f2a', '#2c3e50', '#34495e', '#0f3057'] as const;
export const SKINS = ['#f1c9a5', '#e0ac69', '#c68642', '#8d5524', '#ffdbac'] as const;

export function renderPhotoSvg(scene: PhotoScene, variant: PhotoVariant): string {
  const { width: w, height: h } = scene;
  const body = sceneElements(scene) + (variant === 'original' ? '' : watermark(w, h, 'PREVIEW'));
  return svgDocument(w, h, w, h, body, `Photo of bib ${scene.bib}`);
}

/** A framed print: the photo inside a frame with a caption band (frame products, frame preview). */
export function renderFramedSvg(scene: PhotoScene, frame: FrameOptions): string {
  const border = Math.round(Math.min(scene.width, scene.height) * 0.07);
  const band = Math.round(scene.height * 0.12);
  const w = scene.width + border * 2;
  const h = scene.height + border * 2 + band;
  const frameColor = pick(['#6b4423', '#c9a227', '#2d2d2d', '#f4f1ea'], hash32('frame', scene.seed));
  const textColor = frameColor === '#f4f1ea' ? '#2d2d2d' : '#fdf8ec';
  const body = [
    `<rect width="${w}" height="${h}" fill="${frameColor}"/>`,
    `<rect x="${border * 0.4}" y="${border * 0.4}" width="${w - border * 0.8}" height="${h - border * 0.8}" fill="none" stroke="${textColor}" stroke-opacity="0.35" stroke-width="${border * 0.08}"/>`,
    `<svg x="${border}" y="${border}" width="${scene.width}" height="${scene.height}" viewBox="0 0 ${scene.width} ${scene.height}">${sceneElements(scene)}</svg>`,
    text(w / 2, scene.height + border + band * 0.5, band * 0.32, textColor, frame.title, 'middle', 'bold'),
    text(w / 2, scene.height + border + band * 0.85, band * 0.2, textColor, frame.subtitle, 'middle'),
    frame.watermark ? watermark(w, h, 'PREVIEW') : '',
  ].join('');
  return svgDocument(w, h, w, h, body, `Framed photo of bib ${scene.bib}`);
}

function sceneElements(scene: PhotoScene): string {
  const { width: w, height: h, seed } = scene;
  const [skyTop, skyBottom] = pick(SKIES, hash32('sky', seed));
  const ground = pick(GROUNDS, hash32('ground', seed));
  const horizon = h * (0.45 + (hash32('horizon', seed) % 10) / 100);
  const parts: string[] = [
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${skyTop}"/><stop offset="1" stop-color="${skyBottom}"/></linearGradient></defs>`,
    `<rect width="${w}" height="${h}" fill="url(#sky)"/>`,
    hills(w, h, horizon, seed),
    `<rect y="${horizon}" width="${w}" height="${h - horizon}" fill="${ground}"/>`,
    // The road narrows towards the horizon.
    `<polygon points="${w * 0.42},${horizon} ${w * 0.58},${horizon} ${w * 0.98},${h} ${w * 0.02},${h}" fill="#55585e"/>`,
    `<line x1="${w / 2}" y1="${horizon}" x2="${w / 2}" y2="${h}" stroke="#f5f5f5" stroke-width="${w * 0.006}" stroke-dasharray="${h * 0.04} ${h * 0.05}"/>`,
    spectators(w, horizon, seed),
    runner(scene),
    text(w * 0.03, h * 0.075, h * 0.045, '#ffffff', scene.eventName, 'start', 'bold', true),
    text(w * 0.03, h * 0.965, h * 0.026, '#ffffff', `© ${scene.photographer} · Racelens sandbox`, 'start', 'normal', true),
    text(w * 0.97, h * 0.965, h * 0.026, '#ffffff', scene.caption, 'end', 'normal', true),
  ];
  return parts.join('');
}

function hills(w: number, h: number, horizon: number, seed: number): string {
  const points: string[] = [`0,${horizon}`];
  for (let i = 0; i <= 8; i++) {
    const lift = (hash32('hill', seed, i) % 100) / 100;
    points.push(`${(w * i) / 8},${horizon - h * (0.04 + lift * 0.12)}`);
  }
  points.push(`${w},${horizon}`);
  return `<polygon points="${points.join(' ')}" fill="#5b7d8c" fill-opacity="0.55"/>`;
}

function spectators(w: number, horizon: number, seed: number): string {
  const people: string[] = [];
  for (let i = 0; i < 14; i++) {
    const h = hash32('crowd', seed, i);
    const side = i % 2 === 0 ? 0.02 + (h % 28) / 100 : 0.7 + (h % 28) / 100;
    const size = horizon * (0.05 + (h % 7) / 100);
    const x = w * side;
    const y = horizon + size * 0.3;
    const color = pick(SHIRTS, h >>> 5);
    people.push(
      `<rect x="${x - size * 0.2}" y="${y - size}" width="${size * 0.4}" height="${size * 0.75}" rx="${size * 0.12}" fill="${color}" fill-opacity="0.8"/>`,
      `<circle cx="${x}" cy="${y - size * 1.12}" r="${size * 0.16}" fill="${pick(SKINS, h >>> 9)}" fill-opacity="0.85"/>`,
    );
  }
  return people.join('');
}

function runner(scene: PhotoScene): string {
  const { width: w, height: h, seed } = scene;
  const r = h * 0.8; // the runner's height
  const cx = w * (0.38 + (hash32('x', seed) % 24) / 100);
  const top = h * 0.965 - r;
  const skin = pick(SKINS, hash32('skin', seed));
  const shirt = pick(SHIRTS, hash32('shirt', seed));
  const shorts = pick(SHORTS, hash32('shorts', seed));
  const stride = 0.6 + (hash32('stride', seed) % 40) / 100; // how far the legs swing
  const limb = r * 0.075;
  const hipY = top + r * 0.56;
  const shoulderY = top + r * 0.19;
  const torsoW = r * 0.26;
  const line = (x1: number, y1: number, x2: number, y2: number, x3: number, y3: number, color: string, width: number) =>
    `<polyline points="${x1},${y1} ${x2},${y2} ${x3},${y3}" fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`;
  const shoe = (x: number, y: number) =>
    `<ellipse cx="${x + limb * 0.4}" cy="${y}" rx="${limb * 0.95}" ry="${limb * 0.45}" fill="#f5f5f5" stroke="#333" stroke-width="${limb * 0.12}"/>`;
  // Back leg and arm first, so the front ones overlap them.
  const backFoot = { x: cx - r * 0.22 * stride, y: top + r * 0.93 };
  const frontFoot = { x: cx + r * 0.2 * stride, y: top + r * 0.99 };
  const bibW = torsoW * 0.9;
  const bibH = r * 0.14;
  const bibX = cx - bibW / 2;
  const bibY = top + r * 0.26;
  return [
    `<ellipse cx="${cx}" cy="${top + r}" rx="${r * 0.2}" ry="${r * 0.02}" fill="#000" fill-opacity="0.25"/>`,
    line(cx - torsoW * 0.2, hipY, cx - r * 0.12 * stride, top + r * 0.77, backFoot.x, backFoot.y, shade(skin), limb),
    shoe(backFoot.x, backFoot.y),
    line(cx - torsoW * 0.4, shoulderY, cx - r * 0.17, top + r * 0.33, cx - r * 0.1, top + r * 0.44, shade(skin), limb * 0.8),
    `<rect x="${cx - torsoW / 2}" y="${top + r * 0.15}" width="${torsoW}" height="${r * 0.34}" rx="${torsoW * 0.18}" fill="${shirt}"/>`,
    `<rect x="${cx - torsoW * 0.52}" y="${top + r * 0.46}" width="${torsoW * 1.04}" height="${r * 0.13}" rx="${torsoW * 0.1}" fill="${shorts}"/>`,
    line(cx + torsoW * 0.2, hipY, cx + r * 0.17 * stride, top + r * 0.74, frontFoot.x, frontFoot.y, skin, limb),
    shoe(frontFoot.x, frontFoot.y),
    line(cx + torsoW * 0.42, shoulderY, cx + r * 0.15, top + r * 0.3, cx + r * 0.2, top + r * 0.2, skin, limb * 0.8),
    `<rect x="${cx - r * 0.025}" y="${top + r * 0.11}" width="${r * 0.05}" height="${r * 0.06}" fill="${skin}"/>`,
    `<circle cx="${cx}" cy="${top + r * 0.075}" r="${r * 0.062}" fill="${skin}"/>`,
    `<path d="M ${cx - r * 0.064} ${top + r * 0.07} A ${r * 0.064} ${r * 0.064} 0 0 1 ${cx + r * 0.064} ${top + r * 0.07} Z" fill="${shorts}"/>`,
    // The bib last, over the arms: white, the number as large as it fits (Arial digits are ~0.56 em).
    `<rect x="${bibX}" y="${bibY}" width="${bibW}" height="${bibH}" rx="${bibW * 0.04}" fill="#ffffff" stroke="#1b1b1b" stroke-width="${r * 0.004}"/>`,
    `<rect x="${bibX}" y="${bibY}" width="${bibW}" height="${bibH * 0.2}" fill="${shirt}" fill-opacity="0.85"/>`,
    `<text x="${cx}" y="${bibY + bibH * 0.9}" font-family="Arial, Helvetica, sans-serif" font-weight="bold" font-size="${Math.min(bibH * 0.66, (bibW * 0.9) / (0.58 * scene.bib.length))}" fill="#111111" text-anchor="middle">${escapeXml(scene.bib)}</text>`,
    ...[0.08, 0.92].map((fx) => `<circle cx="${bibX + bibW * fx}" cy="${bibY + bibH * 0.32}" r="${r * 0.004}" fill="#999"/>`),
  ].join('');
}

/** A slightly darker tone for limbs further from the camera. */
export function shade(hex: string): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => Math.round(((n >> shift) & 0xff) * 0.82);
  return `#${((channel(16) << 16) | (channel(8) << 8) | channel(0)).toString(16).padStart(6, '0')}`;
}

function watermark(w: number, h: number, label: string): string {
  const size = Math.min(w, h) * 0.05;
  return (
    `<defs><pattern id="wm" width="${size * 14}" height="${size * 4}" patternUnits="userSpaceOnUse" patternTransform="rotate(-28)">` +
    `<text x="0" y="${size * 2}" font-family="Arial, Helvetica, sans-serif" font-weight="bold" font-size="${size}" fill="#ffffff" fill-opacity="0.42" stroke="#000000" stroke-opacity="0.15" stroke-width="${size * 0.02}">${escapeXml(label)} · RACELENS</text>` +
    `</pattern></defs><rect width="${w}" height="${h}" fill="url(#wm)"/>`
  );
}

export function text(
  x: number,
  y: number,
  size: number,
  color: string,
  content: string,
  anchor: 'start' | 'middle' | 'end',
  weight: 'normal' | 'bold' = 'normal',
  shadow = false,
): string {
  const attrs = `font-family="Arial, Helvetica, sans-serif" font-size="${size}" font-weight="${weight}" text-anchor="${anchor}"`;
  const under = shadow ? `<text x="${x + size * 0.06}" y="${y + size * 0.06}" ${attrs} fill="#000000" fill-opacity="0.45">${escapeXml(content)}</text>` : '';
  return `${under}<text x="${x}" y="${y}" ${attrs} fill="${color}">${escapeXml(content)}</text>`;
}

export function svgDocument(width: number, height: number, viewW: number, viewH: number, body: string, title: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${viewW} ${viewH}" role="img" aria-label="${escapeXml(title)}"><title>${escapeXml(title)}</title>${body}</svg>`;
}
