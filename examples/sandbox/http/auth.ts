/**
 * The signed-in customer, from `Authorization: Bearer <jwt>`. The sandbox reads the token's
 * payload WITHOUT verifying its signature: it is a development tool with no identity provider,
 * and any JWT with an `email` claim (or `preferred_username` holding one) is accepted. A token
 * whose `exp` has passed (real time: the identity provider's clock) is refused as a platform
 * would, so a shop must renew its sign-in.
 */
function claimsOf(authorization: string | undefined): Record<string, unknown> | undefined {
  const token = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
  const payload = token?.split('.')[1];
  if (!payload) return undefined;
  try {
    const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    return claims && typeof claims === 'object' ? (claims as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

export function emailFromBearer(authorization: string | undefined): string | undefined {
  const claims = claimsOf(authorization);
  const email = [claims?.email, claims?.preferred_username].find((c): c is string => typeof c === 'string' && c.includes('@'));
  return email?.toLowerCase();
}

/** The bearer token carries an `exp` that has passed. */
export function bearerExpired(authorization: string | undefined, now = Date.now()): boolean {
  const exp = claimsOf(authorization)?.exp;
  return typeof exp === 'number' && exp * 1000 <= now;
}
