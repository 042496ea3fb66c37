import type { IncomingMessage } from 'node:http';
import type { Reply } from './reply';
import { ApiError } from './reply';

/** Everything a handler may read about the request. */
export interface RequestContext {
  readonly req: IncomingMessage;
  readonly method: string;
  readonly path: string;
  readonly query: URLSearchParams;
  readonly params: Readonly<Record<string, string>>;
  /** Where this sandbox is reached from the caller, for absolute links (payUrl, photo urls). */
  readonly baseUrl: string;
  header(name: string): string | undefined;
  /** The JSON body; `undefined` when empty. Malformed JSON throws 400 MalformedJson. */
  json(): Promise<unknown>;
  /** The raw body, at most `limit` bytes: above that, `tooLarge` (default 413 PayloadTooLarge). */
  raw(limit?: number, tooLarge?: (limit: number) => ApiError): Promise<Buffer>;
}

export type Handler = (ctx: RequestContext) => Reply | Promise<Reply>;

export interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Segments; `:name` captures one. */
  path: string;
  handler: Handler;
}

/** Mounts a service's routes under its base path, e.g. `/public/cart-service/api/v1`. */
export function mount(base: string, routes: Route[]): Route[] {
  return routes.map((route) => ({ ...route, path: base + route.path }));
}

interface Compiled extends Route {
  segments: string[];
}

export type Match = { handler: Handler; params: Record<string, string> };

export class Router {
  private readonly routes: Compiled[] = [];

  add(routes: Route[]): void {
    for (const route of routes) this.routes.push({ ...route, segments: split(route.path) });
  }

  /** The handler for method + path; 404 when no route has the path, 405 when none has the method. */
  match(method: string, path: string): Match {
    const segments = split(path);
    let pathKnown = false;
    for (const route of this.routes) {
      const params = matchSegments(route.segments, segments);
      if (!params) continue;
      pathKnown = true;
      if (route.method === method) return { handler: route.handler, params };
    }
    if (pathKnown) throw new ApiError(405, 'MethodNotAllowed', `${method} is not allowed on ${path}`);
    throw new ApiError(404, 'NotFound', `No route for ${method} ${path}`);
  }
}

// A trailing slash is not significant: CONTRACT.md writes `/archives/`, clients may write either.
const split = (path: string) => path.split('/').filter((segment) => segment !== '');

function matchSegments(pattern: string[], actual: string[]): Record<string, string> | undefined {
  if (pattern.length !== actual.length) return undefined;
  const params: Record<string, string> = {};
  for (let i = 0; i < pattern.length; i++) {
    const want = pattern[i] as string;
    const got = actual[i] as string;
    if (want.startsWith(':')) {
      try {
        params[want.slice(1)] = decodeURIComponent(got);
      } catch {
        return undefined;
      }
    } else if (want !== got) {
      return undefined;
    }
  }
  return params;
}
