/**
 * Who is shopping (PRODUCT.md §entities-settings, PRODUCT.md §states-sso,
 * PRODUCT.md §roles-tokens): the user's e-mail, the single-sign-on token sent on cart, order,
 * search and frame calls, and per event the search token from competitor verification.
 */
import { computed, signal } from '@preact/signals-core';
import type { Competitor, Id } from '../api/schemas';
import { singleFlight } from './base/single-flight';
import type { SsoSession } from './settings';

/**
 * One event's search token; `expired` is set when the server refused it
 * (PRODUCT.md §states-search-token).
 */
export interface SearchTokenEntry {
  token: string | null;
  expired: boolean;
  competitor: Competitor | null;
}

export const EMPTY_TOKEN: SearchTokenEntry = { token: null, expired: false, competitor: null };

/** PRODUCT.md §states-sso: the authenticated e-mail, else an e-mail query parameter. */
export const resolveUser = (ssoEmail?: string | null, queryEmail?: string | null): string | null => ssoEmail || queryEmail || null;

export function createSessionStore(initial: { sso?: SsoSession | null; authToken?: string | null } = {}) {
  const ssoToken = signal<string | null>(initial.authToken ?? initial.sso?.token ?? null);
  const user = signal<string | null>(resolveUser(initial.sso?.tokenParsed?.email));
  const searchTokens = signal<Readonly<Record<Id, SearchTokenEntry>>>({});
  const signInUnavailable = signal(false);
  let renewer: (() => Promise<boolean>) | null = null;

  const entry = (eventId: Id): SearchTokenEntry => searchTokens.value[eventId] ?? EMPTY_TOKEN;

  return {
    user,
    ssoToken,
    searchTokens,
    signedIn: computed(() => ssoToken.value !== null),
    /**
     * The last "Sign in" could not reach the identity provider (down, blocked, misconfigured):
     * the account page says so and offers to try again.
     */
    signInUnavailable,

    /**
     * A successful silent SSO check (PRODUCT.md §states-sso); the query e-mail is the fallback
     * user.
     */
    signIn(sso: SsoSession, queryEmail?: string | null) {
      ssoToken.value = sso.token ?? null;
      user.value = resolveUser(sso.tokenParsed?.email, queryEmail);
    },
    setUser(email: string | null) {
      user.value = email;
    },
    signOut() {
      ssoToken.value = null;
      user.value = null;
      renewer = null;
    },

    /** How the sign-in is renewed (the identity provider's module sets it after signing in). */
    setRenewer(renew: (() => Promise<boolean>) | null) {
      renewer = renew;
    },
    /** Renews the sign-in, one renewal at a time; false when it cannot be renewed. */
    renew: singleFlight(async (): Promise<boolean> => (renewer ? renewer().catch(() => false) : false)),

    searchToken: entry,
    /** The usable token of an event: present and not expired. */
    tokenFor: (eventId: Id): string | null => {
      const e = entry(eventId);
      return e.expired ? null : e.token;
    },
    setSearchToken(eventId: Id, value: SearchTokenEntry) {
      searchTokens.value = { ...searchTokens.value, [eventId]: value };
    },
  };
}
export type SessionStore = ReturnType<typeof createSessionStore>;
