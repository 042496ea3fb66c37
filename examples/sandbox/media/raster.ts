/**
 * A tiny software rasteriser for the sandbox's raster thumbnails: filled shapes in the scene's
 * own coordinates, scaled onto an RGB pixel buffer, sampled at pixel centres (no anti-aliasing:
 * thumbnails are shown smaller than they are drawn).
 */
export type Rgb = readonly [number, number, number];

export const rgbOf = (hex: string): Rgb => {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff];
};

export class Raster {
  readonly pixels: Uint8Array;

  constructor(
    readonly width: number,
    readonly height: number,
    /** Pixels per scene unit. */
    private readonly scale: number,
  ) {
    this.pixels = new Uint8Array(width * height * 3);
  }

  /** Blends one colour into every pixel whose centre `inside` accepts, within a scene-unit box. */
  private fill(x0: number, y0: number, x1: number, y1: number, color: Rgb, alpha: number, inside: (x: number, y: number) => boolean): void {
    const s = this.scale;
    const left = Math.max(0, Math.floor(x0 * s));
    const right = Math.min(this.width, Math.ceil(x1 * s));
    const top = Math.max(0, Math.floor(y0 * s));
    const bottom = Math.min(this.height, Math.ceil(y1 * s));
    for (let py = top; py < bottom; py++) {
      const y = (py + 0.5) / s;
      for (let px = left; px < right; px++) if (inside((px + 0.5) / s, y)) this.span(py, px, px + 1, color, alpha);
    }
  }

  rect(x: number, y: number, w: number, h: number, color: Rgb, alpha = 1): void {
    const s = this.scale;
    const bottom = Math.min(this.height, Math.ceil(y * s + h * s - 0.5));
    for (let py = Math.max(0, Math.ceil(y * s - 0.5)); py < bottom; py++) this.span(py, Math.ceil(x * s - 0.5), Math.ceil((x + w) * s - 0.5), color, alpha);
  }

  /** A top-to-bottom gradient over the rows of a rectangle. */
  verticalGradient(x: number, y: number, w: number, h: number, from: Rgb, to: Rgb): void {
    const rows = Math.ceil(h * this.scale);
    for (let row = 0; row < rows; row++) {
      const t = rows > 1 ? row / (rows - 1) : 0;
      const color: Rgb = [0, 1, 2].map((c) => (from[c] as number) + ((to[c] as number) - (from[c] as number)) * t) as unknown as Rgb;
      this.rect(x, y + row / this.scale, w, 1 / this.scale, color);
    }
  }

  ellipse(cx: number, cy: number, rx: number, ry: number, color: Rgb, alpha = 1): void {
    this.fill(cx - rx, cy - ry, cx + rx, cy + ry, color, alpha, (x, y) => ((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2 <= 1);
  }

  /** Even-odd fill of a polygon given as [x, y] points, a row of spans at a time. */
  polygon(points: ReadonlyArray<readonly [number, number]>, color: Rgb, alpha = 1): void {
    const s = this.scale;
    const ys = points.map((p) => p[1]);
    const top = Math.max(0, Math.floor(Math.min(...ys) * s));
    const bottom = Math.min(this.height, Math.ceil(Math.max(...ys) * s));
    for (let py = top; py < bottom; py++) {
      const y = (py + 0.5) / s;
      const crossings: number[] = [];
      for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
        const [xi, yi] = points[i] as readonly [number, number];
        const [xj, yj] = points[j] as readonly [number, number];
        if (yi > y !== yj > y) crossings.push(((xj - xi) * (y - yi)) / (yj - yi) + xi);
      }
      crossings.sort((a, b) => a - b);
      for (let k = 0; k + 1 < crossings.length; k += 2) {
        this.span(py, Math.ceil((crossings[k] as number) * s - 0.5), Math.ceil((crossings[k + 1] as number) * s - 0.5), color, alpha);
      }
    }
  }

  /** Blends pixels [from, to) of row `py`. */
  private span(py: number, from: number, to: number, color: Rgb, alpha: number): void {
    const end = Math.min(this.width, to);
    if (alpha >= 1) {
      const [r, g, b] = color;
      for (let px = Math.max(0, from), i = (py * this.width + px) * 3; px < end; px++, i += 3) {
        this.pixels[i] = r;
        this.pixels[i + 1] = g;
        this.pixels[i + 2] = b;
      }
      return;
    }
    for (let px = Math.max(0, from); px < end; px++) {
      const i = (py * this.width + px) * 3;
      for (let c = 0; c < 3; c++) this.pixels[i + c] = Math.round((this.pixels[i + c] as number) * (1 - alpha) + (color[c] as number) * alpha);
    }
  }

  /** A stroke with round caps and joins through the points. */
  polyline(points: ReadonlyArray<readonly [number, number]>, width: number, color: Rgb): void {
    const r = width / 2;
    for (let i = 1; i < points.length; i++) {
      const [ax, ay] = points[i - 1] as readonly [number, number];
      const [bx, by] = points[i] as readonly [number, number];
      const dx = bx - ax;
      const dy = by - ay;
      const length2 = dx * dx + dy * dy || 1;
      this.fill(Math.min(ax, bx) - r, Math.min(ay, by) - r, Math.max(ax, bx) + r, Math.max(ay, by) + r, color, 1, (x, y) => {
        const t = Math.max(0, Math.min(1, ((x - ax) * dx + (y - ay) * dy) / length2));
        return (x - ax - t * dx) ** 2 + (y - ay - t * dy) ** 2 <= r * r;
      });
    }
  }

  /** Text in a 5×7 pixel font, `size` scene units tall, centred on `cx`; unknown characters are gaps. */
  text(cx: number, top: number, size: number, content: string, color: Rgb, alpha = 1): void {
    const cell = size / 7;
    const advance = cell * 6;
    let x = cx - (content.length * advance - cell) / 2;
    for (const char of content) {
      const rows = GLYPHS[char];
      rows?.forEach((bits, row) => {
        for (let col = 0; col < 5; col++) if (bits & (0x10 >> col)) this.rect(x + col * cell, top + row * cell, cell, cell, color, alpha);
      });
      x += advance;
    }
  }
}

/** 5×7 glyphs, a row a number (bit 4 the leftmost column): the digits and what a watermark needs. */
const GLYPHS: Record<string, readonly number[]> = {
  '0': [0x0e, 0x11, 0x13, 0x15, 0x19, 0x11, 0x0e],
  '1': [0x04, 0x0c, 0x04, 0x04, 0x04, 0x04, 0x0e],
  '2': [0x0e, 0x11, 0x01, 0x02, 0x04, 0x08, 0x1f],
  '3': [0x1f, 0x02, 0x04, 0x02, 0x01, 0x11, 0x0e],
  '4': [0x02, 0x06, 0x0a, 0x12, 0x1f, 0x02, 0x02],
  '5': [0x1f, 0x10, 0x1e, 0x01, 0x01, 0x11, 0x0e],
  '6': [0x06, 0x08, 0x10, 0x1e, 0x11, 0x11, 0x0e],
  '7': [0x1f, 0x01, 0x02, 0x04, 0x08, 0x08, 0x08],
  '8': [0x0e, 0x11, 0x11, 0x0e, 0x11, 0x11, 0x0e],
  '9': [0x0e, 0x11, 0x11, 0x0f, 0x01, 0x02, 0x0c],
  '#': [0x0a, 0x0a, 0x1f, 0x0a, 0x1f, 0x0a, 0x0a],
  P: [0x1e, 0x11, 0x11, 0x1e, 0x10, 0x10, 0x10],
  R: [0x1e, 0x11, 0x11, 0x1e, 0x14, 0x12, 0x11],
  E: [0x1f, 0x10, 0x10, 0x1e, 0x10, 0x10, 0x1f],
  V: [0x11, 0x11, 0x11, 0x11, 0x11, 0x0a, 0x04],
  I: [0x0e, 0x04, 0x04, 0x04, 0x04, 0x04, 0x0e],
  W: [0x11, 0x11, 0x11, 0x15, 0x15, 0x15, 0x0a],
};
