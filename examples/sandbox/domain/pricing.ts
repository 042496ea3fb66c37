import { toCents } from '../core/money';
import type { CartCodeRecord, CartLineRecord, CartRecord, EventRecord, State } from '../store/state';
import type { Product } from '../wire';
import { findProduct } from './catalog';
import type { PromoRule } from './promo-codes';
import { ruleApplies, ruleOf } from './promo-codes';

export interface PricedLine {
  line: CartLineRecord;
  product: Product;
  event: EventRecord;
  originalCents: number;
  priceCents: number;
}

export interface PricedCode {
  record: CartCodeRecord;
  rule: PromoRule;
  discountCents: number;
}

export interface PricedCart {
  lines: PricedLine[];
  codes: PricedCode[];
  amountCents: number;
  totalCents: number;
}

/**
 * Prices a cart: each line starts at its product's price; promo codes then take their share of
 * the lines they apply to. Full discounts (gift codes) go first so a percentage is never taken
 * off a line that is free anyway; the rest apply in the order they were added. All in cents, so
 * amount − Σ discounts = totalAmount = Σ line prices exactly.
 */
export function priceCart(state: State, cart: CartRecord): PricedCart {
  const lines: PricedLine[] = [];
  for (const line of cart.lines) {
    const found = findProduct(state, line.productId);
    if (!found) continue; // a product removed by a reset: the line is gone with it
    const cents = toCents(found.product.price);
    lines.push({ line, product: found.product, event: found.event, originalCents: cents, priceCents: cents });
  }
  const codes: PricedCode[] = cart.codes.map((record) => ({ record, rule: ruleOf(state, record.code), discountCents: 0 }));
  const order = [...codes].sort((a, b) => Number(b.rule.percent === 100) - Number(a.rule.percent === 100));
  for (const code of order) {
    for (const priced of lines) {
      if (!ruleApplies(code.rule, { productType: priced.product.productType, catalogId: priced.line.catalogId })) continue;
      const cut = Math.round((priced.priceCents * code.rule.percent) / 100);
      priced.priceCents -= cut;
      code.discountCents += cut;
    }
  }
  const amountCents = lines.reduce((sum, l) => sum + l.originalCents, 0);
  const totalCents = lines.reduce((sum, l) => sum + l.priceCents, 0);
  return { lines, codes, amountCents, totalCents };
}
