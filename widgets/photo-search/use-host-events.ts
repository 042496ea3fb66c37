/**
 * `racelens:search` and `racelens:error` for the host page, sent when a search answers. The
 * latest callbacks are read at call time: React hosts pass new functions on every render.
 */
import { useRef } from 'react';
import { hostDetail } from '../../src/api/schemas';
import type { SearchError } from '../../src/store/search-rules';
import type { PhotoSearchProps, SearchMethod } from './types';

export function useHostEvents({ onSearch, onError }: Pick<PhotoSearchProps, 'onSearch' | 'onError'>) {
  const latest = useRef({ onSearch, onError });
  latest.current = { onSearch, onError };
  return {
    found(eventId: string | number, method: SearchMethod, count: number) {
      latest.current.onSearch?.(hostDetail({ eventId, method, count }));
    },
    failed(eventId: string | number, method: SearchMethod, error: SearchError | null) {
      if (error) latest.current.onError?.(hostDetail({ eventId, method, code: error.code, status: error.status }));
    },
  };
}
