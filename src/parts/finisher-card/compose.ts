/**
 * Draws the finisher card on a canvas and exports it (PRODUCT.md §routes-order-card,
 * ARCHITECTURE.md §finisher-card). Everything happens on the device: the photo is the purchased
 * file, fetched as a Blob like every download, so the canvas stays exportable (an image drawn from
 * another origin would taint it); the logo comes the same way. The layout is layout.ts's.
 */
import { drawQr } from '../qr';
import { type CardFormat, type CardLayout, type CardStyle, type CardTexts, cardLayout, fontOf, neededSize, type Rect, type Size } from './layout';

/** A decoded image the canvas can draw, with its size; `close` frees it. */
export interface Picture extends Size {
  source: CanvasImageSource;
  close(): void;
}

/**
 * A Blob as a drawable picture: `createImageBitmap` for raster files (JPEG, PNG, WebP, and HEIC
 * where the browser reads it), an <img> on an object URL where it cannot (SVG). Rejects when the
 * browser reads neither.
 */
export async function decodePicture(blob: Blob): Promise<Picture> {
  if (typeof createImageBitmap === 'function' && !/svg/i.test(blob.type)) {
    try {
      const bitmap = await createImageBitmap(blob);
      return { source: bitmap, width: bitmap.width, height: bitmap.height, close: () => bitmap.close() };
    } catch {
      // not a raster the browser reads: try it as an image element
    }
  }
  const url = URL.createObjectURL(blob);
  return imagePicture(url, () => URL.revokeObjectURL(url)).catch((error: unknown) => {
    URL.revokeObjectURL(url);
    throw error;
  });
}

/**
 * An image by a same-origin address (a `blob:` or `data:` URL, which never taint the canvas) as a
 * picture, decoded before it is drawn.
 */
export async function imagePicture(src: string, close: () => void = () => {}): Promise<Picture> {
  const image = new Image();
  image.src = src;
  await image.decode();
  // An SVG without a size of its own takes the photo's usual 3:2.
  const width = image.naturalWidth || 1500;
  const height = image.naturalHeight || 1000;
  return { source: image, width, height, close };
}

/**
 * The picture scaled down to what the cards need (layout.ts `neededSize`), once, by the browser's
 * own resizing (off the main thread where it can); where it cannot, the picture as it is.
 */
export async function fitPicture(picture: Picture): Promise<Picture> {
  const size = neededSize(picture);
  if (size.width >= picture.width || typeof createImageBitmap !== 'function') return picture;
  try {
    const bitmap = await createImageBitmap(picture.source as ImageBitmapSource, { resizeWidth: size.width, resizeHeight: size.height, resizeQuality: 'high' });
    if (bitmap.width !== size.width) {
      bitmap.close(); // a browser that ignores the resize: keep the original
      return picture;
    }
    picture.close();
    return { source: bitmap, width: bitmap.width, height: bitmap.height, close: () => bitmap.close() };
  } catch {
    return picture;
  }
}

/** How long the card waits for the theme's font before drawing with what the device has. */
export const FONT_WAIT_MS = 400;

/**
 * Asks for the theme's font in the weights the card uses (a web font the host page declared loads
 * now, not before), waiting at most FONT_WAIT_MS: a card in a fallback font beats no card.
 */
export async function loadFonts(family: string, waitMs = FONT_WAIT_MS): Promise<void> {
  if (typeof document === 'undefined' || !document.fonts?.load) return;
  const loads = Promise.all([400, 700].map((weight) => document.fonts.load(fontOf(weight as 400 | 700, 40, family)))).catch(() => undefined);
  await Promise.race([loads, new Promise((resolve) => setTimeout(resolve, waitMs))]);
}

export interface CardInput {
  format: CardFormat;
  photo: Picture;
  logo: Picture | null;
  /** The search link's QR code (qr.ts `qrModules`), when the card carries a link. */
  qr: boolean[][] | null;
  texts: CardTexts;
  style: CardStyle;
}

function roundRect(context: CanvasRenderingContext2D, { x, y, width, height }: Rect, radius: number) {
  context.beginPath();
  if (typeof context.roundRect === 'function') context.roundRect(x, y, width, height, radius);
  else context.rect(x, y, width, height);
  context.fill();
}

/** Paints the layout; the QR code is drawn whole modules wide, centred in its square. */
export function drawCard(context: CanvasRenderingContext2D, layout: CardLayout, input: CardInput): void {
  const { photo, stripe, chip, logo, qr } = layout;
  context.fillStyle = layout.background;
  context.fillRect(0, 0, layout.width, layout.height);
  context.imageSmoothingQuality = 'high';
  const { source: s, target: t } = photo;
  context.drawImage(input.photo.source, s.x, s.y, s.width, s.height, t.x, t.y, t.width, t.height);
  context.fillStyle = stripe.color;
  context.fillRect(stripe.x, stripe.y, stripe.width, stripe.height);
  if (chip) {
    context.fillStyle = chip.color;
    roundRect(context, chip, chip.radius);
  }
  if (logo && input.logo) context.drawImage(input.logo.source, logo.x, logo.y, logo.width, logo.height);
  context.textBaseline = 'alphabetic';
  context.textAlign = 'left';
  for (const run of layout.texts) {
    context.font = run.font;
    context.fillStyle = run.color;
    context.fillText(run.text, run.x, run.y);
  }
  if (qr && input.qr) {
    const scale = Math.floor(qr.width / input.qr.length);
    const inset = Math.floor((qr.width - scale * input.qr.length) / 2);
    context.fillStyle = '#ffffff';
    context.fillRect(qr.x, qr.y, qr.width, qr.height);
    drawQr(context, input.qr, qr.x + inset, qr.y + inset, scale);
  }
}

/** JPEG: a photo's natural format, smaller than PNG and quicker to encode on a phone. */
export const CARD_TYPE = 'image/jpeg';

/** The card as a JPEG, 1080 pixels wide; measured as `racelens:finisher-card` (the benchmark reads it). */
export async function composeCard(input: CardInput): Promise<Blob> {
  const started = performance.now();
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas');
  const measure = (text: string, font: string) => {
    context.font = font;
    return context.measureText(text).width;
  };
  const layout = cardLayout({ format: input.format, photo: input.photo, logo: input.logo, texts: input.texts, style: input.style, measure });
  canvas.width = layout.width;
  canvas.height = layout.height;
  drawCard(context, layout, input);
  const blob = await new Promise<Blob>((resolve, reject) =>
    canvas.toBlob((made) => (made ? resolve(made) : reject(new Error('The card could not be encoded'))), CARD_TYPE, 0.9),
  );
  performance.measure(`racelens:finisher-card:${input.format}`, { start: started, end: performance.now() });
  return blob;
}
