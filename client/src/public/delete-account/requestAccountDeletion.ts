import type { DeleteAccountValues } from './deleteAccountValidation';

/** Spec §8 fallback when the server gives no message we can show. */
export const DELETE_ACCOUNT_FAILED = 'Failed to delete your account';

const DELETE_ACCOUNT_URL = '/adminapi/auth/deleteaccount';
// A phone on a weak connection should not keep the button spinning forever.
const REQUEST_TIMEOUT_MS = 30_000;

export type DeletionResult = { deleted: true } | { deleted: false; message: string };

/** Asks the server to delete the account; never throws. */
export async function requestAccountDeletion({ mobile, pin }: DeleteAccountValues): Promise<DeletionResult> {
  try {
    const response = await fetch(DELETE_ACCOUNT_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ mobile: mobile.trim(), pin }),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    if (response.ok) return { deleted: true };
    return { deleted: false, message: await serverMessage(response) };
  } catch {
    return { deleted: false, message: DELETE_ACCOUNT_FAILED };
  }
}

/** The server's message when it is a string (spec §8), else the fallback. */
async function serverMessage(response: Response): Promise<string> {
  try {
    const body: unknown = await response.json();
    const message = (body as { message?: unknown } | null)?.message;
    return typeof message === 'string' && message.trim() ? message : DELETE_ACCOUNT_FAILED;
  } catch {
    return DELETE_ACCOUNT_FAILED;
  }
}
