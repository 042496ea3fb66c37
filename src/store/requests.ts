/**
 * The marketing pages' request forms (PRODUCT.md §entities-requests,
 * PRODUCT.md §validation-requests): sent to the platform, with their outcome.
 */
import { signal } from '@preact/signals-core';
import type { ApiWith } from '../api/client';
import type { RequestForms, RequestKind } from '../api/services/requests';
import { requestsApi } from '../api/services/requests';
import { feature, servicesOf } from './base/feature';

export type RequestState = 'idle' | 'sending' | 'sent' | 'failed';

export function createRequestsStore({ api }: { api: ApiWith<'requests'> }) {
  const state = signal<RequestState>('idle');
  return {
    state,
    async send<K extends RequestKind>(kind: K, form: RequestForms[K]) {
      if (state.value === 'sending') return;
      state.value = 'sending';
      const result = await api.requests.send(kind, form);
      state.value = result.ok ? 'sent' : 'failed';
    },
    /** A new form (the modal opened again) starts fresh. */
    reset() {
      state.value = 'idle';
    },
  };
}

export const requestsOf = feature((store) => createRequestsStore({ api: servicesOf(store, { requests: requestsApi }) }));
