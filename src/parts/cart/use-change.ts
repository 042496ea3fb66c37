/**
 * A cart view's changes (a removal, clearing, a promo code taken off), each `[action, run]`: one
 * at a time, their busy and failed state a mutation's (src/ui/use-mutation.ts); one the server
 * refuses is told to `onError`, one given up (the notice's Cancel) is not. A module of its own:
 * imported from the cart view before PromoCodeForm, the hook would move in the shared runtime's
 * module order, which changes every first load's bytes (ARCHITECTURE.md §budgets).
 */
import type { Result } from '../../api/http';
import { useMutation } from '../../ui/use-mutation';

export type ChangeFailed = (detail: { action: string; status: number; code: string }) => void;

export const useChange = (onError?: ChangeFailed) =>
  useMutation(async ([action, run]: [string, () => Promise<Result<unknown>>]) => {
    const result = await run();
    if (!result.ok && result.error.code !== 'Aborted') onError?.({ action, status: result.error.status, code: result.error.code });
    return result;
  });
