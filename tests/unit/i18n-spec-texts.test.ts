/**
 * The English catalogue carries the exact texts PRODUCT.md §validation and PRODUCT.md §errors give
 * (and the store's key names).
 */
import { describe, expect, it } from 'vitest';
import { CATALOG_LOADERS } from '../../src/i18n/all-catalogs';

const catalog: Record<string, string> = (await CATALOG_LOADERS.en()).default;

const SPEC_TEXTS: Record<string, string> = {
  // PRODUCT.md §validation
  'selfie.fileTooLarge': 'File is too large',
  'selfie.fileTooLargeHint': 'Upload a photo up to 8 MB',
  'validation.bibRequired': 'Enter bib number',
  'validation.surnameRequired': 'Enter surname',
  'validation.personalCodeRequired': 'Enter personal code',
  'validation.birthDateRequired': 'Enter date of birth',
  'validation.birthDateInvalid': 'Enter a correct date of birth',
  'validation.checkData': 'Check the data entered',
  'validation.searchEmailRequired': 'Enter your email address',
  'validation.searchEmailInvalid': 'Enter email you use',
  'validation.checkoutEmailRequired': 'Enter your e-mail',
  'validation.required': 'Required field',
  'validation.nameRequired': 'Enter your first and last name',
  'validation.phoneRequired': 'Enter your phone number',
  'validation.cityRequired': 'Enter the name of the city',
  // PRODUCT.md §errors
  'promo.conflict': 'This promo code conflicts with another promo code in Cart',
  'promo.limitReached': 'The promo code usage limit has been reached',
  'promo.notFound': 'Promo code not found',
  'promo.restricted': 'This promo code is not valid on selected items',
  'promo.unknown': 'An error occurred while adding a promo code',
  'cart.addError': 'Error adding an item to the Cart:',
  'cart.duplicate': 'This item has already been added to the Cart.',
  'capture.error': 'Error occurred',
  'capture.errorHint': 'Try Again Later',
  'capture.severalFaces': 'Several faces in the photo',
  'capture.noFace': 'Unable to Recognize a Face',
  'camera.notFoundTitle': 'No camera found',
  'search.noPhotos': 'No Photos Found',
  'search.noVideos': 'No Videos Found',
  'search.nothingForParticipant': 'Nothing found for this participant',
  'search.participantNotFound': 'The participant with the entered bib number is not found',
  'search.processing': 'Your photos are being processed and will appear soon',
  'payment.failed': 'Unable to pay the order',
  'payment.error': 'Something went wrong...',
  'common.error': 'An error occurred, try later',
  // PRODUCT.md §routes and PRODUCT.md §constants
  'product.selectPhoto': 'Select Photo',
  'cookie.accept': 'Got It',
  'order.noEmailHint': 'If no e-mail with photos arrives within one hour after payment, contact support',
};

/** Texts the product gives only in part ('...'): the catalogue must start with them. */
const SPEC_PREFIXES: Record<string, string> = {
  'search.emailMismatch': 'We could not verify your participation in the event',
};

/** Key names the store uses (src/i18n/keys/core.en.json is written against these). */
const STORE_KEYS = [
  'validation.bibRequired',
  'validation.surnameRequired',
  'validation.personalCodeRequired',
  'validation.personalCodeFormat',
  'validation.birthDateRequired',
  'validation.birthDateInvalid',
  'validation.checkData',
  'validation.searchEmailRequired',
  'validation.searchEmailInvalid',
  'validation.checkoutEmailRequired',
  'validation.checkoutEmailInvalid',
  'validation.required',
  'validation.nameRequired',
  'validation.phoneRequired',
  'validation.phoneInvalid',
  'validation.cityRequired',
  'validation.emailRequired',
  'validation.companyRequired',
  'validation.vatRequired',
  'selfie.fileTooLarge',
  'selfie.fileTooLargeHint',
  'selfie.notAnImage',
  'promo.conflict',
  'promo.expired',
  'promo.inactive',
  'promo.limitReached',
  'promo.notFound',
  'promo.restricted',
  'promo.unknown',
  'cart.addError',
  'cart.duplicate',
  'cart.loadError',
  'common.error',
];

describe('English texts the product gives', () => {
  it.each(Object.entries(SPEC_TEXTS))('%s is exactly the product text', (key, text) => {
    expect(catalog[key]).toBe(text);
  });

  it.each(Object.entries(SPEC_PREFIXES))('%s starts with the product text', (key, text) => {
    expect(catalog[key]?.startsWith(text)).toBe(true);
  });

  it('has every key the store uses', () => {
    expect(STORE_KEYS.filter((key) => !(key in catalog))).toEqual([]);
  });

  it('offers no-face advice: clear face, profile, no glasses or hats (PRODUCT.md §validation-selfie)', () => {
    expect(catalog['capture.noFaceHint']).toMatch(/clear face.*profile.*glasses.*hats/);
  });

  it('lists the camera remedies of PRODUCT.md §errors-camera', () => {
    expect([catalog['camera.unableRefresh'], catalog['camera.unableAllow'], catalog['camera.unableUpdate']]).toEqual([
      'refresh the page',
      'allow access to the camera again',
      'update your browser',
    ]);
  });

  it('tells when the personal video comes and how long face search takes (PRODUCT.md §constants-timing)', () => {
    expect(catalog['media.personalVideoSoon']).toContain('within 24 hours');
    expect(catalog['selfie.intro']).toContain('about 1 minute');
  });

  it('gives the notification defaults translated texts (PRODUCT.md §shell-notifications defaults are Russian words)', () => {
    expect(catalog['notification.decline']).toBe('Not interested');
    expect(catalog['notification.confirm']).toBe('Learn more');
  });
});
