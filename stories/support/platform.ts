/**
 * Stories run the real widgets, store and API client; only the network is replaced: `fetch`
 * calls to the story platform are answered from the handlers a story gives. So a story shows a
 * true state of the widget (loading, empty, results, each error) without a server, and
 * `storybook build` works offline. A language or tenant picked in Storybook's toolbar replaces
 * the story's own (.storybook/preview.ts).
 *
 *   setupStory({ lang: 'de', tenant: 'trail-cup', routes: {
 *     'GET photo-service /events/101': () => json(event),
 *     'POST cart-service /shoppingCarts': () => json(cart, 201),
 *     'GET photo-service /photos': () => pending(),            // stays loading
 *   }});
 */

import type { PageConfig } from '../../src/config';
import { resetPage } from '../../src/runtime/page';

export const STORY_API = 'https://platform.story';

export type Handler = (request: { url: URL; method: string; body: unknown }) => Response | Promise<Response>;

export const json = (body: unknown, status = 200) =>
  new Response(status === 204 ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
export const fail = (status: number, code: string, message?: string) => json({ code, message }, status);
/** A request that never answers: the widget stays in its loading state. */
export const pending = () => new Promise<Response>(() => {});

const realFetch = globalThis.fetch.bind(globalThis);

export interface StoryPlatform extends PageConfig {
  /** 'METHOD service /path' (query ignored) → handler. Unlisted calls answer 404. */
  routes: Record<string, Handler>;
}

/** What the Storybook toolbar picked (.storybook/preview.ts); unset = each story's own. */
export interface ToolbarChoice {
  lang?: string;
  tenant?: string;
}
let toolbar: ToolbarChoice = {};

/** Called by the preview before each story renders, with the toolbar's `lang` and `tenant`. */
export function chooseFromToolbar(choice: ToolbarChoice): void {
  toolbar = {
    ...(choice.lang ? { lang: choice.lang } : {}),
    ...(choice.tenant ? { tenant: choice.tenant } : {}),
  };
}

/**
 * Answers the story's platform calls and configures the page as the loader would. A language or
 * tenant picked in the toolbar replaces the story's own `lang` / `tenant`.
 */
export function setupStory({ routes, ...story }: StoryPlatform): void {
  const config: PageConfig = { ...story, ...toolbar };
  globalThis.fetch = async (input, init) => {
    // Relative to the page, as fetch takes it (the face detector fetches its WebAssembly by path).
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, location.href);
    if (url.origin !== STORY_API) return realFetch(input, init);
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    const [, , service, , , ...rest] = url.pathname.split('/'); // /public/{service}/api/v1/...
    const key = `${method} ${service} /${rest.join('/')}`;
    const handler = routes[key];
    let body: unknown = init?.body;
    if (typeof body === 'string') body = JSON.parse(body);
    if (!handler) return fail(404, 'NotFound', `No story route for ${key}`);
    // A copy: a handler may hand out one Response object on every call (its body reads once).
    return (await handler({ url, method, body })).clone();
  };
  const w = window as unknown as { Racelens?: { config?: PageConfig } };
  w.Racelens = { ...(w.Racelens ?? {}), config: { api: STORY_API, ...config } };
  try {
    sessionStorage.clear();
    localStorage.removeItem('appLanguage');
  } catch {
    /* storage blocked */
  }
  resetPage();
}
