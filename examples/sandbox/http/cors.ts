import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * The widgets run on organizers' pages, always another origin than the API: every response
 * allows any origin, the headers the client sends, and exposes the headers it must read.
 */
const ALLOW_HEADERS = ['Authorization', 'Content-Type', 'X-Search-Token', 'Idempotency-Key', 'Accept-Language', 'X-Sandbox-Fault'];

export function applyCors(req: IncomingMessage, res: ServerResponse): void {
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS');
  res.setHeader('Access-Control-Allow-Headers', ALLOW_HEADERS.join(', '));
  res.setHeader('Access-Control-Expose-Headers', 'Location, X-Archive-Id, Retry-After');
  res.setHeader('Access-Control-Max-Age', '600');
  // Chrome's Private Network Access: a public page may call this local sandbox.
  if (req.headers['access-control-request-private-network'] === 'true') res.setHeader('Access-Control-Allow-Private-Network', 'true');
}
