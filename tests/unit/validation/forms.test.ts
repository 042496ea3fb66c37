import { describe, expect, it } from 'vitest';
import { validateCheckout } from '../../../src/validation/checkout';
import { isValid } from '../../../src/validation/message-key';
import { validateBusinessRequest, validateOrganizerRequest, validatePhotographerRequest } from '../../../src/validation/requests';
import { sniffImage, validateSelfie } from '../../../src/validation/selfie';

const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]);
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
const WEBP = new Uint8Array(
  [...'RIFF']
    .map((c) => c.charCodeAt(0))
    .concat(
      [0, 0, 0, 0],
      [...'WEBP'].map((c) => c.charCodeAt(0)),
    ),
);
const HEIC = new Uint8Array([0, 0, 0, 0x18].concat([...'ftypheic'].map((c) => c.charCodeAt(0))));
const GIF = new Uint8Array([...'GIF89a'].map((c) => c.charCodeAt(0)).concat([0, 0, 0, 0, 0, 0]));

describe('checkout form', () => {
  it('requires the delivery e-mail, then its format', () => {
    expect(validateCheckout({ email: '', terms: true })).toEqual({ email: 'validation.checkoutEmailRequired' });
    expect(validateCheckout({ email: 'x@', terms: true })).toEqual({ email: 'validation.checkoutEmailInvalid' });
  });

  it('requires the terms box: Required field', () => {
    expect(validateCheckout({ email: 'a@b.cd', terms: false })).toEqual({ terms: 'validation.required' });
    expect(isValid(validateCheckout({ email: 'a@b.cd', terms: true }))).toBe(true);
  });

  it('a business card needs the company box ticked and the VAT data', () => {
    expect(validateCheckout({ email: 'a@b.cd', terms: true, businessCard: true })).toEqual({
      companyBox: 'validation.required',
      companyName: 'validation.companyRequired',
      vatNumber: 'validation.vatRequired',
    });
    expect(validateCheckout({ email: 'a@b.cd', terms: true, businessCard: true, companyBox: true, companyName: 'ACME', vatNumber: 'LV1' })).toEqual({});
  });

  it('a personal card ignores company data', () => {
    expect(validateCheckout({ email: 'a@b.cd', terms: true, businessCard: false, companyBox: false })).toEqual({});
  });
});

describe('request forms', () => {
  it('business: name and phone', () => {
    expect(validateBusinessRequest({})).toEqual({ name: 'validation.nameRequired', phone: 'validation.phoneRequired' });
    expect(validateBusinessRequest({ name: 'A', phone: '12345' })).toEqual({ phone: 'validation.phoneInvalid' });
    expect(validateBusinessRequest({ name: 'A', phone: '1234567' })).toEqual({});
  });

  it('organizers: name, phone and e-mail', () => {
    expect(validateOrganizerRequest({})).toEqual({
      name: 'validation.nameRequired',
      phone: 'validation.phoneRequired',
      email: 'validation.emailRequired',
    });
    expect(validateOrganizerRequest({ name: 'A', phone: '1234567', email: 'bad' })).toEqual({ email: 'validation.emailInvalid' });
    expect(validateOrganizerRequest({ name: 'A', phone: '1234567', email: 'a@b.cd' })).toEqual({});
  });

  it('photographers: name, phone and city', () => {
    expect(validatePhotographerRequest({ name: ' ', phone: '1234567' })).toEqual({
      name: 'validation.nameRequired',
      city: 'validation.cityRequired',
    });
    expect(validatePhotographerRequest({ name: 'A', phone: '1234567', city: 'Riga' })).toEqual({});
  });
});

describe('selfie file', () => {
  it('is at most 8 MB', () => {
    expect(validateSelfie({ size: 8 * 1024 * 1024 }, JPEG)).toBeNull();
    expect(validateSelfie({ size: 8 * 1024 * 1024 + 1 }, JPEG)).toBe('selfie.fileTooLarge');
  });

  it('recognizes images by their magic bytes', () => {
    expect(sniffImage(JPEG)).toBe('jpeg');
    expect(sniffImage(PNG)).toBe('png');
    expect(sniffImage(WEBP)).toBe('webp');
    expect(sniffImage(HEIC)).toBe('heic');
    expect(sniffImage(GIF)).toBeNull();
    expect(sniffImage(new Uint8Array())).toBeNull();
  });

  it('accepts only what recognition takes: JPEG and PNG', () => {
    expect(validateSelfie({ size: 10 }, PNG)).toBeNull();
    expect(validateSelfie({ size: 10 }, WEBP)).toBe('selfie.notAnImage');
    expect(validateSelfie({ size: 10 }, new TextEncoder().encode('<html>hello</html>'))).toBe('selfie.notAnImage');
  });
});
