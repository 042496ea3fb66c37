/**
 * The e-mail of the signed-in customer, from `Authorization: Bearer <jwt>`. The sandbox reads the
 * token's payload WITHOUT verifying its signature: it is a development tool with no identity
 * provider, and any JWT with an `email` claim (or `preferred_username` holding one) is accepted.
 */
export function emailFromBearer(authorization: string | undefined): string | undefined {
  const token = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
  const payload = token?.split('.')[1];
  if (!payload) return undefined;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
    const email = [claims.email, claims.preferred_username].find((c): c is string => typeof c === 'string' && c.includes('@'));
    return email?.toLowerCase();
  } catch {
    return undefined;
  }
}
