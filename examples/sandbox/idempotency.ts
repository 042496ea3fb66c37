import type { Reply } from './http/reply';

/**
 * Idempotency-Key for every write (src/api/CONTRACT.md "General"): a write sent again with the key
 * of one already answered gets that answer again and changes nothing, so a client may repeat a
 * write whose answer was lost. Keys are scoped to method and path; a 5xx is not kept (the write
 * did not happen, so a retry may still make it). Only the latest answers are kept, in memory.
 */
export class IdempotentReplies {
  private readonly replies = new Map<string, Reply>();

  constructor(private readonly limit = 2000) {}

  /** The key of this request, or undefined when it carries none or is a read. */
  keyOf(method: string, path: string, header: string | undefined): string | undefined {
    const key = header?.trim().slice(0, 200);
    return key && method !== 'GET' && method !== 'HEAD' ? `${method} ${path} ${key}` : undefined;
  }

  get(key: string): Reply | undefined {
    return this.replies.get(key);
  }

  remember(key: string, reply: Reply): void {
    if (reply.status >= 500) return;
    this.replies.set(key, reply);
    if (this.replies.size > this.limit) this.replies.delete(this.replies.keys().next().value as string);
  }

  clear(): void {
    this.replies.clear();
  }
}
