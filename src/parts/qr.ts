/**
 * QR codes drawn on a canvas, for the embed builder's printable code
 * (PRODUCT.md §routes-organizers-builder) and the finisher card's search link
 * (PRODUCT.md §routes-order-card): `uqr` encodes, this module only draws. Black modules on white
 * with a quiet zone, as every scanner expects: these are the code's colours, not the page's, so no
 * theme applies. Loaded only with the parts that draw a code.
 */
import { encode } from 'uqr';

/** Quiet zone around the code, in modules (the standard asks for 4). */
export const QR_BORDER = 4;

/** The code's modules (true = dark), quiet zone included: a square grid. */
export const qrModules = (link: string): boolean[][] => encode(link, { border: QR_BORDER }).data;

/** Draws the code with its white quiet zone at (x, y), `scale` pixels a module. */
export function drawQr(context: CanvasRenderingContext2D, modules: boolean[][], x: number, y: number, scale: number): void {
  context.fillStyle = '#ffffff';
  context.fillRect(x, y, modules.length * scale, modules.length * scale);
  context.fillStyle = '#000000';
  modules.forEach((row, my) => {
    row.forEach((dark, mx) => {
      if (dark) context.fillRect(x + mx * scale, y + my * scale, scale, scale);
    });
  });
}
