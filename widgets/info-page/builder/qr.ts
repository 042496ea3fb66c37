/**
 * The QR code of an event's search link (PRODUCT.md §routes-organizers-builder), for print:
 * black modules on white with a quiet zone, as every scanner expects (these are the code's
 * colours, not the page's, so no theme applies). `uqr` encodes; this module only draws, as SVG
 * text and as a PNG from a canvas. Loaded with the builder only.
 */
import { encode, renderSVG } from 'uqr';

/** Quiet zone around the code, in modules (the standard asks for 4). */
const BORDER = 4;

/** The code as an SVG document, with its size in pixels (8 a module) so that any program opens it at that size. */
export function qrSvg(link: string): string {
  const svg = renderSVG(link, { border: BORDER, pixelSize: 8, whiteColor: '#ffffff', blackColor: '#000000' });
  const [, width, height] = /viewBox="0 0 (\d+) (\d+)"/.exec(svg) ?? [];
  return width ? svg.replace('<svg ', `<svg width="${width}" height="${height}" `) : svg;
}

/** The code as a PNG, `scale` pixels per module. */
export function qrPng(link: string, scale = 12): Promise<Blob> {
  const { data } = encode(link, { border: BORDER });
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = data.length * scale;
  const context = canvas.getContext('2d')!;
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.fillStyle = '#000000';
  data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) context.fillRect(x * scale, y * scale, scale, scale);
    });
  });
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('No PNG'))), 'image/png'));
}
