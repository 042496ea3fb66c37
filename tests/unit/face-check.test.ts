/**
 * The device's face check, its pure parts (docs/ARCHITECTURE.md §face-check): what the detector's
 * boxes mean for the participant, and which part of the photo leaves.
 */
import { describe, expect, it } from 'vitest';
import { cropAround } from '../../widgets/photo-search/face/check/face-crop';
import { LARGE_FACE, needsClosePass } from '../../widgets/photo-search/face/check/face-passes';
import { type FaceBox, verdictOf } from '../../widgets/photo-search/face/check/face-verdict';

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
    expect(verdictOf([box(0.1, 0.1, 0.1, 0.55), box(0.5, 0.5, 0.1, 0.3)]).kind).toBe('none');
  });

  it('counts a doubtful second face: a group is asked about rather than cropped to one', () => {
    const verdict = verdictOf([box(0.6, 0.3, 0.1, 0.9), box(0.1, 0.3, 0.1, 0.36)]);
    expect(verdict.kind).toBe('several');
    // Numbered left to right, as the participant reads the photo.
    if (verdict.kind === 'several') expect(verdict.faces.map((f) => f.x)).toEqual([0.1, 0.6]);
  });
});

describe('needsClosePass', () => {
  it('asks no second pass of a selfie: one sure, large face', () => {
    expect(needsClosePass([box(0.3, 0.2, LARGE_FACE + 0.1, 0.9)])).toBe(false);
  });

  it('looks again, closer, where the first pass leaves doubt', () => {
    expect(needsClosePass([])).toBe(true); // nothing found
    expect(needsClosePass([box(0.3, 0.2, 0.5, 0.4)])).toBe(true); // a large box, but not sure
    expect(needsClosePass([box(0.1, 0.2, 0.15, 0.9)])).toBe(true); // a small face: maybe a group's
  });

  it('judges by the best box: a weak small one beside a sure large face changes nothing', () => {
    expect(needsClosePass([box(0.7, 0.1, 0.1, 0.3), box(0.2, 0.2, 0.45, 0.95)])).toBe(false);
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
