import { hash32, pick } from '../core/hash';
import { GROUNDS, type PhotoScene, SHIRTS, SHORTS, SKIES, SKINS, shade } from './photo-svg';
import { encodePng } from './png';
import { Raster, rgbOf } from './raster';

/** The longest side of a thumbnail, in pixels. */
export const THUMB_SIZE = 400;

/**
 * A photo's watermarked thumbnail as a PNG: the same runner, road and bib as the SVG preview,
 * drawn into pixels. A real platform serves JPEG thumbnails, which browsers decode off the main
 * thread; an SVG image is laid out and painted on it, which a gallery of thousands of thumbnails
 * feels on every scroll.
 */
export function renderPhotoThumbPng(scene: PhotoScene): Buffer {
  const { width: w, height: h, seed } = scene;
  const scale = THUMB_SIZE / Math.max(w, h);
  const raster = new Raster(Math.round(w * scale), Math.round(h * scale), scale);
  const [skyTop, skyBottom] = pick(SKIES, hash32('sky', seed));
  const horizon = h * (0.45 + (hash32('horizon', seed) % 10) / 100);
  raster.verticalGradient(0, 0, w, h, rgbOf(skyTop), rgbOf(skyBottom));
  const hills: Array<[number, number]> = [[0, horizon]];
  for (let i = 0; i <= 8; i++) hills.push([(w * i) / 8, horizon - h * (0.04 + ((hash32('hill', seed, i) % 100) / 100) * 0.12)]);
  hills.push([w, horizon]);
  raster.polygon(hills, rgbOf('#5b7d8c'), 0.55);
  raster.rect(0, horizon, w, h - horizon, rgbOf(pick(GROUNDS, hash32('ground', seed))));
  raster.polygon(
    [
      [w * 0.42, horizon],
      [w * 0.58, horizon],
      [w * 0.98, h],
      [w * 0.02, h],
    ],
    rgbOf('#55585e'),
  );
  for (let y = horizon; y < h; y += h * 0.09) raster.rect(w / 2 - w * 0.003, y, w * 0.006, Math.min(h * 0.04, h - y), rgbOf('#f5f5f5'));
  for (let i = 0; i < 14; i++) {
    const k = hash32('crowd', seed, i);
    const x = w * (i % 2 === 0 ? 0.02 + (k % 28) / 100 : 0.7 + (k % 28) / 100);
    const size = horizon * (0.05 + (k % 7) / 100);
    const y = horizon + size * 0.3;
    raster.rect(x - size * 0.2, y - size, size * 0.4, size * 0.75, rgbOf(pick(SHIRTS, k >>> 5)), 0.8);
    raster.ellipse(x, y - size * 1.12, size * 0.16, size * 0.16, rgbOf(pick(SKINS, k >>> 9)), 0.85);
  }
  drawRunner(raster, scene);
  // The watermark: the word in rows across the picture, translucent like the preview's.
  const mark = Math.min(w, h) * 0.05;
  for (let row = 0, y = mark; y < h; row++, y += mark * 4) {
    for (let x = (row % 2) * mark * 4; x < w + mark * 8; x += mark * 10) raster.text(x, y, mark, 'PREVIEW', [255, 255, 255], 0.35);
  }
  return encodePng(raster.width, raster.height, raster.pixels);
}

/** The runner as the SVG draws it (photo-svg.ts `runner`), the bib number large on the chest. */
function drawRunner(raster: Raster, scene: PhotoScene): void {
  const { width: w, height: h, seed } = scene;
  const r = h * 0.8;
  const cx = w * (0.38 + (hash32('x', seed) % 24) / 100);
  const top = h * 0.965 - r;
  const skin = pick(SKINS, hash32('skin', seed));
  const shirt = rgbOf(pick(SHIRTS, hash32('shirt', seed)));
  const shorts = rgbOf(pick(SHORTS, hash32('shorts', seed)));
  const stride = 0.6 + (hash32('stride', seed) % 40) / 100;
  const limb = r * 0.075;
  const hipY = top + r * 0.56;
  const shoulderY = top + r * 0.19;
  const torsoW = r * 0.26;
  const backFoot: [number, number] = [cx - r * 0.22 * stride, top + r * 0.93];
  const frontFoot: [number, number] = [cx + r * 0.2 * stride, top + r * 0.99];
  const shoe = ([x, y]: [number, number]) => raster.ellipse(x + limb * 0.4, y, limb * 0.95, limb * 0.45, [245, 245, 245]);
  raster.ellipse(cx, top + r, r * 0.2, r * 0.02, [0, 0, 0], 0.25);
  raster.polyline([[cx - torsoW * 0.2, hipY], [cx - r * 0.12 * stride, top + r * 0.77], backFoot], limb, rgbOf(shade(skin)));
  shoe(backFoot);
  raster.polyline(
    [
      [cx - torsoW * 0.4, shoulderY],
      [cx - r * 0.17, top + r * 0.33],
      [cx - r * 0.1, top + r * 0.44],
    ],
    limb * 0.8,
    rgbOf(shade(skin)),
  );
  raster.rect(cx - torsoW / 2, top + r * 0.15, torsoW, r * 0.34, shirt);
  raster.rect(cx - torsoW * 0.52, top + r * 0.46, torsoW * 1.04, r * 0.13, shorts);
  raster.polyline([[cx + torsoW * 0.2, hipY], [cx + r * 0.17 * stride, top + r * 0.74], frontFoot], limb, rgbOf(skin));
  shoe(frontFoot);
  raster.polyline(
    [
      [cx + torsoW * 0.42, shoulderY],
      [cx + r * 0.15, top + r * 0.3],
      [cx + r * 0.2, top + r * 0.2],
    ],
    limb * 0.8,
    rgbOf(skin),
  );
  raster.rect(cx - r * 0.025, top + r * 0.11, r * 0.05, r * 0.06, rgbOf(skin));
  raster.ellipse(cx, top + r * 0.075, r * 0.062, r * 0.062, rgbOf(skin));
  const bibW = torsoW * 0.9;
  const bibH = r * 0.14;
  const bibY = top + r * 0.26;
  raster.rect(cx - bibW / 2, bibY, bibW, bibH, [255, 255, 255]);
  raster.rect(cx - bibW / 2, bibY, bibW, bibH * 0.2, shirt, 0.85);
  const digits = Math.min(bibH * 0.6, (bibW * 0.9 * 7) / (6 * Math.max(1, scene.bib.length)));
  raster.text(cx, bibY + bibH * 0.25 + (bibH * 0.7 - digits) / 2, digits, scene.bib, [17, 17, 17]);
}
