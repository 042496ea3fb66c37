import type { ProductType } from '../../../src/api/schemas';
import { ApiError } from '../http/reply';
import type { State } from '../store/state';

/**
 * The sandbox's promo codes: one per error kind of PRODUCT.md §errors-promo, a working 10% code and
 * gift codes. Fixed codes are single use like every code, so families `SAVE10-XXXX` and `GIFT-XXXX`
 * (any 4–12 letters or digits) give a fresh working code whenever a demo or a test needs one.
 */
export interface PromoRule {
  percent: number;
  /** Only lines of these product types are discounted; a cart without one refuses the code. */
  productTypes?: ProductType[];
  /** Only lines of this catalog (gift codes bought for one event). */
  catalogId?: number;
  /** Conflicts with any other code in the same cart. */
  exclusive?: boolean;
}

type Definition = { rule: PromoRule } | { refusal: 'expired' | 'inactive' | 'limitReached' };

const FIXED: Record<string, Definition> = {
  SAVE10: { rule: { percent: 10 } },
  CONFLICT10: { rule: { percent: 10, exclusive: true } },
  EXPIRED10: { refusal: 'expired' },
  INACTIVE10: { refusal: 'inactive' },
  LIMIT10: { refusal: 'limitReached' },
  RESTRICTED10: { rule: { percent: 10, productTypes: ['FullVideo'] } },
};

const GIFT = /^GIFT-[A-Z0-9]{4,12}$/;
const SAVE10_FAMILY = /^SAVE10-[A-Z0-9]{4,12}$/;

/** The English texts of PRODUCT.md §errors (where it names none, the wording a shop would use). */
export const PROMO_MESSAGES = {
  conflict: 'This promo code conflicts with another promo code in Cart',
  expired: 'The promo code has expired',
  inactive: 'The promo code is not active',
  limitReached: 'The promo code usage limit has been reached',
  notFound: 'Promo code not found',
  restricted: 'This promo code is not valid on selected items',
} as const;

export const promoConflict = () => new ApiError(409, 'PromoCodeConflict', PROMO_MESSAGES.conflict);
export const promoRestricted = () => new ApiError(422, 'PromoCodeRestricted', PROMO_MESSAGES.restricted);

export const normalizeCode = (code: string) => code.trim().toUpperCase();

function define(state: State, code: string): Definition | undefined {
  const fixed = FIXED[code];
  if (fixed) return fixed;
  if (SAVE10_FAMILY.test(code)) return { rule: { percent: 10 } };
  if (GIFT.test(code)) {
    const issued = state.issuedGiftCodes[code];
    return { rule: { percent: 100, productTypes: ['PhotosWithMe'], ...(issued ? { catalogId: issued.catalogId } : {}) } };
  }
  return undefined;
}

/** The rule of a code already in a cart (it was valid when added). */
export function ruleOf(state: State, code: string): PromoRule {
  const definition = define(state, code);
  return definition && 'rule' in definition ? definition.rule : { percent: 0 };
}

/**
 * The rule of a code a customer enters now, or the error the cart service answers:
 * 404 not found, 410 expired, 422 inactive, 429 limit reached (also: already used once).
 */
export function usableRule(state: State, code: string): PromoRule {
  const definition = define(state, code);
  if (!definition) throw new ApiError(404, 'PromoCodeNotFound', PROMO_MESSAGES.notFound);
  if ('refusal' in definition) {
    if (definition.refusal === 'expired') throw new ApiError(410, 'PromoCodeExpired', PROMO_MESSAGES.expired);
    if (definition.refusal === 'inactive') throw new ApiError(422, 'PromoCodeInactive', PROMO_MESSAGES.inactive);
    throw new ApiError(429, 'PromoCodeLimitReached', PROMO_MESSAGES.limitReached);
  }
  if (state.usedPromoCodes[code]) throw new ApiError(429, 'PromoCodeLimitReached', PROMO_MESSAGES.limitReached);
  return definition.rule;
}

export function ruleApplies(rule: PromoRule, line: { productType: ProductType; catalogId: number }): boolean {
  return (!rule.productTypes || rule.productTypes.includes(line.productType)) && (rule.catalogId === undefined || rule.catalogId === line.catalogId);
}

/** For the overview page and the README: what each demo code does. */
export const DEMO_PROMO_CODES: Array<[code: string, effect: string]> = [
  ['SAVE10', '10% off the whole cart (single use: once an order with it is paid, 429 limit reached)'],
  ['SAVE10-XXXX', 'any 4–12 letters/digits after SAVE10-: a fresh 10% code, single use'],
  ['GIFT-XXXX', 'any 4–12 letters/digits after GIFT-: 100% off the all-my-photos package (422 restricted without one), single use'],
  ['CONFLICT10', '10% off, but 409 conflict with any other code in the cart (either order)'],
  ['EXPIRED10', '410 expired'],
  ['INACTIVE10', '422 inactive'],
  ['LIMIT10', '429 usage limit reached'],
  ['RESTRICTED10', '10% off videos only: 422 restricted in a cart without a personal video'],
  ['anything else', '404 not found'],
];
