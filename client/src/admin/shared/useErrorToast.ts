import { useEffect } from 'react';
import { showFailureToast } from '../core/toaster';

/**
 * Toasts a query's error once per error (spec §8), e.g.
 * `useErrorToast(error, 'Failed to get categories')` (English, translated when shown).
 */
export function useErrorToast(error: unknown, fallback: string): void {
  useEffect(() => {
    if (error) showFailureToast(error, fallback);
  }, [error, fallback]);
}
