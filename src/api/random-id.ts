/**
 * 32 random hex digits from getRandomValues, which (unlike randomUUID) also exists on plain-http
 * pages: a new cart's id, proposed by the client (PRODUCT.md §calls-carts: POST /shoppingCarts
 * sends shoppingCartId) so a create whose answer was lost can be sent again and names the same
 * cart, and the random part of an Idempotency-Key (src/api/CONTRACT.md "Retries").
 */
export function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
