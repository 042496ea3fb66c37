/** The photo search's plain rules: which ways an event offers, where an answer shows, camera failures, image sizes. */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cameraFailure } from '../../../widgets/photo-search/face/camera';
import { storedSize } from '../../../widgets/photo-search/face/image-size';
import { fitScale } from '../../../widgets/photo-search/face/prepare-selfie';
import { bibErrorField, methodsOf, otherMethod } from '../../../widgets/photo-search/methods';

const root = resolve(import.meta.dirname, '../../..');
const error = (code: string) => ({ status: 400, code, key: 'validation.checkData' as const, expired: false });

describe('ways of searching', () => {
  it('bib (+ face where enabled); e-mail alone on protected events', () => {
    expect(methodsOf({ searchType: 'surname', isProtected: false, faceSearch: true })).toEqual(['bib', 'face']);
    expect(methodsOf({ searchType: 'birthDate', isProtected: false, faceSearch: false })).toEqual(['bib']);
    expect(methodsOf({ searchType: 'email', isProtected: true, faceSearch: false })).toEqual(['email']);
    expect(otherMethod(['bib', 'face'], 'bib')).toBe('face');
    expect(otherMethod(['email'], 'email')).toBe('email');
  });

  it('puts the server’s answer at the bib, at the second factor, or above the form', () => {
    expect(bibErrorField(error('CompetitorNotFound'))).toBe('number');
    expect(bibErrorField(error('CheckData'))).toBe('factor');
    expect(bibErrorField(error('SearchUnavailable'))).toBeNull();
    expect(bibErrorField(null)).toBeNull();
  });
});

describe('camera failures (PRODUCT.md §errors-camera)', () => {
  it('no camera vs unable to connect', () => {
    expect(cameraFailure(new DOMException('x', 'NotFoundError'))).toBe('notFound');
    expect(cameraFailure(new DOMException('x', 'OverconstrainedError'))).toBe('notFound');
    expect(cameraFailure(new DOMException('x', 'NotAllowedError'))).toBe('unable');
    expect(cameraFailure(new DOMException('x', 'NotReadableError'))).toBe('unable');
    expect(cameraFailure(undefined)).toBe('unable');
  });
});

describe('image sizes', () => {
  it('reads the stored size of a JPEG and a PNG, before any rotation', () => {
    const jpeg = readFileSync(resolve(root, 'examples/sandbox/demo-selfies/face.jpg'));
    expect(storedSize(new Uint8Array(jpeg))).toEqual({ width: 480, height: 640 });
    const png = readFileSync(resolve(root, 'examples/sandbox/demo-selfies/face.png'));
    expect(storedSize(new Uint8Array(png))).toEqual({ width: 640, height: 480 });
    expect(storedSize(new TextEncoder().encode('not an image'))).toBeNull();
  });

  it('fits the long side into 1600 px and never enlarges', () => {
    expect(fitScale(4000, 3000)).toBe(0.4);
    expect(fitScale(3000, 4000)).toBe(0.4);
    expect(fitScale(800, 600)).toBe(1);
  });
});
