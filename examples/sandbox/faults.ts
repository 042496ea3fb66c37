import { newId } from './core/ids';
import { validationFailed } from './http/reply';
import type { Fields } from './http/validate';

/**
 * Fault injection for tests: make a route slow, fail with a status, drop the connection or answer
 * invalid JSON. Switched on per request by the `X-Sandbox-Fault` header
 * (`status=500`, `latency=800`, `drop`, `malformed`, `html` with a status, combined with `;`) or for matching requests by
 * an admin rule (`POST /sandbox/admin/faults`), optionally for the next `times` requests only.
 */
export interface Fault {
  status?: number;
  latencyMs?: number;
  drop?: boolean;
  malformed?: boolean;
  /** With `status`: the body is an HTML page, as a proxy or load balancer answers. */
  html?: boolean;
}

export interface FaultRule extends Fault {
  id: string;
  /** "<METHOD or *> <path regex>", as given. */
  match: string;
  remaining?: number;
}

export const FAULT_HEADER = 'x-sandbox-fault';

export function parseFaultHeader(value: string | undefined): Fault | undefined {
  if (!value?.trim()) return undefined;
  const fault: Fault = {};
  for (const part of value
    .split(';')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const [key = '', raw] = part.split('=').map((p) => p.trim());
    if (key === 'status') fault.status = errorStatus(Number(raw), 'X-Sandbox-Fault status');
    else if (key === 'latency') fault.latencyMs = latency(Number(raw), 'X-Sandbox-Fault latency');
    else if (key === 'drop') fault.drop = true;
    else if (key === 'malformed') fault.malformed = true;
    else if (key === 'html') fault.html = true;
    else throw validationFailed('X-Sandbox-Fault', `unknown fault "${part}" (use status=, latency=, drop, malformed, html)`);
  }
  return fault;
}

function errorStatus(value: number, field: string): number {
  if (!Number.isInteger(value) || value < 400 || value > 599) throw validationFailed(field, 'must be an HTTP error status 400–599');
  return value;
}

function latency(value: number, field: string): number {
  if (!Number.isFinite(value) || value < 0 || value > 60_000) throw validationFailed(field, 'must be 0–60000 ms');
  return value;
}

interface CompiledRule extends FaultRule {
  method: string;
  pattern: RegExp;
}

export class FaultRegistry {
  private rules: CompiledRule[] = [];

  /** From the admin call's body; 400 ValidationFailed on anything unclear. */
  add(body: Fields): FaultRule {
    const match = typeof body.match === 'string' ? body.match.trim() : '';
    const [method = '', ...rest] = match.split(/\s+/);
    if (!method || rest.length === 0) throw validationFailed('match', 'use "<METHOD or *> <path regex>", e.g. "GET ^/public/photo-service/"');
    let pattern: RegExp;
    try {
      pattern = new RegExp(rest.join(' '));
    } catch (error) {
      throw validationFailed('match', (error as Error).message);
    }
    const rule: CompiledRule = { id: newId('fault'), match, method: method.toUpperCase(), pattern };
    if (body.status !== undefined) rule.status = errorStatus(Number(body.status), 'status');
    if (body.latencyMs !== undefined) rule.latencyMs = latency(Number(body.latencyMs), 'latencyMs');
    if (body.drop === true) rule.drop = true;
    if (body.malformed === true) rule.malformed = true;
    if (body.html === true) rule.html = true;
    if (body.times !== undefined) {
      const times = Number(body.times);
      if (!Number.isInteger(times) || times < 1) throw validationFailed('times', 'must be a positive integer');
      rule.remaining = times;
    }
    if (!rule.status && !rule.latencyMs && !rule.drop && !rule.malformed)
      throw validationFailed('body', 'name at least one of status, latencyMs, drop, malformed');
    this.rules.push(rule);
    return plainRule(rule);
  }

  clear(): void {
    this.rules = [];
  }

  list(): FaultRule[] {
    return this.rules.map(plainRule);
  }

  /** The fault of the first rule matching the request, counting down its `times`. */
  take(method: string, path: string): Fault | undefined {
    const rule = this.rules.find((r) => (r.method === '*' || r.method === method) && r.pattern.test(path));
    if (!rule) return undefined;
    if (rule.remaining !== undefined && --rule.remaining <= 0) this.rules = this.rules.filter((r) => r !== rule);
    return { status: rule.status, latencyMs: rule.latencyMs, drop: rule.drop, malformed: rule.malformed, html: rule.html };
  }
}

function plainRule(rule: CompiledRule): FaultRule {
  const { method: _method, pattern: _pattern, ...plain } = rule;
  return plain;
}

/** The header's fault wins field by field over a rule's. */
export function mergeFaults(rule: Fault | undefined, header: Fault | undefined): Fault | undefined {
  if (!rule && !header) return undefined;
  const merged: Fault = { ...rule };
  for (const [key, value] of Object.entries(header ?? {})) if (value !== undefined) (merged as Record<string, unknown>)[key] = value;
  return merged;
}

export function describeFault(fault: Fault): string {
  return Object.entries(fault)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => (value === true ? key : `${key}=${value}`))
    .join(';');
}
