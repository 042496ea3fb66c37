/**
 * The QR code of an event's search link (PRODUCT.md §routes-organizers-builder), for print: as SVG
 * text and as a PNG from a canvas (drawn by src/parts/qr.ts, which the finisher card shares).
 * Loaded with the builder only.
 */
import { renderSVG } from 'uqr';
import { drawQr, QR_BORDER, qrModules } from '../../../src/parts/qr';

/** The code as an SVG document, with its size in pixels (8 a module) so that any program opens it at that size. */
export function qrSvg(link: string): string {
  const svg = renderSVG(link, { border: QR_BORDER, pixelSize: 8, whiteColor: '#ffffff', blackColor: '#000000' });
  const [, width, height] = /viewBox="0 0 (\d+) (\d+)"/.exec(svg) ?? [];
  return width ? svg.replace('<svg ', `<svg width="${width}" height="${height}" `) : svg;
}

/** The code as a PNG, `scale` pixels per module. */
export function qrPng(link: string, scale = 12): Promise<Blob> {
  const modules = qrModules(link);
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = modules.length * scale;
  drawQr(canvas.getContext('2d')!, modules, 0, 0, scale);
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('No PNG'))), 'image/png'));
}
