export { type MessageKey, type FieldErrors, isValid } from './message-key';
export { required, email, phone, personalCode, isEmail, PHONE, PERSONAL_CODE } from './rules';
export { birthDate, parseBirthDate, toIsoDate } from './birth-date';
export { validateBibSearch, validateSearchEmail, CHECK_DATA_KEY, type BibSearchForm } from './search';
export { validateCheckout, validateCompany, type CheckoutForm, type CompanyForm, type CompanyField } from './checkout';
export { validateBusinessRequest, validateOrganizerRequest, validatePhotographerRequest } from './requests';
export { validateSelfie, sniffImage, readHead, SELFIE_MAX_BYTES, type ImageKind } from './selfie';
