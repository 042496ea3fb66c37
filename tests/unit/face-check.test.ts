/**
 * The device's face check, its pure parts (docs/ARCHITECTURE.md §face-check): what the detector's
 * boxes mean for the participant, and which part of the photo leaves.
 */
import { describe, expect, it } from 'vitest';
import { cropAround } from '../../widgets/photo-search/face/check/face-crop';
import { needsClosePass, TILE, tilesOf } from '../../widgets/photo-search/face/check/face-passes';
import { FACE_SCORE, type FaceBox, OTHER_FACE_SCORE, verdictOf } from '../../widgets/photo-search/face/check/face-verdict';

const box = (x: number, y: number, size: number, score: number): FaceBox => ({ x, y, width: size, height: size, score });

describe('verdictOf', () => {
  it('finds no face when nothing scores as a face', () => {
    expect(verdictOf([])).toEqual({ kind: 'none' });
    expect(verdictOf([box(0.4, 0.4, 0.2, 0.2)]).kind).toBe('none');
  });

  it('takes two boxes on the same face as one face', () => {
    const verdict = verdictOf([box(0.4, 0.3, 0.2, 0.9), box(0.41, 0.31, 0.2, 0.5)]);
    expect(verdict).toEqual({ kind: 'one', face: box(0.4, 0.3, 0.2, 0.9) });
  });

  it('takes a box lying inside a better one (a head around its face) as the same face', () => {
    const head = box(0.3, 0.2, 0.4, 0.9);
    expect(verdictOf([head, box(0.4, 0.3, 0.15, 0.5)])).toEqual({ kind: 'one', face: head });
  });

  it('finds no face in a lone doubtful box, however many weak ones lie around it', () => {
    expect(verdictOf([box(0.1, 0.1, 0.1, FACE_SCORE - 0.05), box(0.5, 0.5, 0.1, OTHER_FACE_SCORE + 0.05)]).kind).toBe('none');
  });

  it('counts a doubtful second face: a group is asked about rather than cropped to one', () => {
    const verdict = verdictOf([box(0.6, 0.3, 0.1, 0.9), box(0.1, 0.3, 0.1, OTHER_FACE_SCORE + 0.01)]);
    expect(verdict.kind).toBe('several');
    // Numbered left to right, as the participant reads the photo.
    if (verdict.kind === 'several') expect(verdict.faces.map((f) => f.x)).toEqual([0.1, 0.6]);
  });
});

describe('needsClosePass', () => {
  it('asks no second pass once a face is sure: a selfie, or a group with a clear face', () => {
    expect(needsClosePass([box(0.3, 0.2, 0.5, FACE_SCORE)])).toBe(false);
    expect(needsClosePass([box(0.1, 0.2, 0.05, 0.4), box(0.6, 0.2, 0.05, 0.9)])).toBe(false);
  });

  it('looks again, closer, where no face is sure', () => {
    expect(needsClosePass([])).toBe(true); // nothing found
    expect(needsClosePass([box(0.3, 0.2, 0.5, FACE_SCORE - 0.01), box(0.7, 0.2, 0.05, 0.4)])).toBe(true);
  });
});

describe('tilesOf', () => {
  it('looks at a photo that fits the model in one tile', () => {
    expect(tilesOf(TILE, (TILE * 3) / 4)).toEqual([{ x: 0, y: 0 }]);
  });

  it('covers a larger photo with overlapping tiles, edge to edge', () => {
    const tiles = tilesOf(384, 288);
    expect(tiles).toEqual([
      { x: 0, y: 0 },
      { x: 128, y: 0 },
      { x: 0, y: 32 },
      { x: 128, y: 32 },
    ]);
    // Every pixel of the photo is inside a tile.
    for (const [px, py] of [
      [0, 0],
      [383, 287],
      [200, 150],
    ] as const)
      expect(tiles.some(({ x, y }) => px >= x && px < x + TILE && py >= y && py < y + TILE)).toBe(true);
  });

  it('overlaps neighbouring tiles by at least a quarter, so a face on a seam is whole in one', () => {
    const xs = [...new Set(tilesOf(1000, 256).map((t) => t.x))];
    for (let i = 1; i < xs.length; i++) expect(xs[i]! - xs[i - 1]!).toBeLessThanOrEqual(TILE * 0.75);
  });
});

describe('cropAround', () => {
  it('sends the face with half its box on each side', () => {
    expect(cropAround(box(0.4, 0.4, 0.2, 1), 4000, 3000)).toEqual({ x: 1200, y: 900, width: 1600, height: 1200 });
  });

  it('never below 480 px where the photo has them, and never outside the photo', () => {
    expect(cropAround(box(0.01, 0.01, 0.02, 1), 4000, 3000)).toEqual({ x: 0, y: 0, width: 480, height: 480 });
    expect(cropAround(box(0.1, 0.1, 0.8, 1), 400, 300)).toEqual({ x: 0, y: 0, width: 400, height: 300 });
  });
});
