/**
 * `racelens:cart-change` for the host page: emitted whenever the page's cart changes (an add in
 * the gallery, a removal here, a reload), with what a host shows in its own header.
 * `racelens:error` when the cart could not be loaded. Consecutive identical details are sent once.
 */
import { effect } from '@preact/signals-core';
import { useEffect, useRef } from 'react';
import { getPage } from '../../src/runtime/page';

import type { CartChangeDetail, CartErrorDetail } from './types';

export type { CartChangeDetail, CartErrorDetail } from './types';

export function useCartEvents(onCartChange?: (detail: CartChangeDetail) => void, onError?: (detail: CartErrorDetail) => void) {
  // Latest callbacks without re-subscribing (React hosts pass new functions every render).
  const callbacks = useRef({ onCartChange, onError });
  callbacks.current = { onCartChange, onError };

  useEffect(() => {
    const { cart, settings } = getPage().store;
    let last = '';
    let first = true;
    const stopChange = effect(() => {
      const current = cart.cart.value;
      const detail: CartChangeDetail = {
        count: cart.count.value,
        totalAmount: current?.totalAmount ?? 0,
        currencyId: current?.currencyId ?? settings.settings.peek().currencyId,
      };
      const key = JSON.stringify(detail);
      // The state at mount is where the host starts from, not a change.
      if (first || key === last) {
        first = false;
        last = key;
        return;
      }
      last = key;
      callbacks.current.onCartChange?.(detail);
    });
    const stopError = effect(() => {
      const failure = cart.failure.value;
      if (failure) callbacks.current.onError?.({ action: 'load', code: failure === 'cleared' ? 'CartCleared' : 'CartLoadFailed' });
    });
    return () => {
      stopChange();
      stopError();
    };
  }, []);
}
