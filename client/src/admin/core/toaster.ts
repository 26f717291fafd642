import { Intent, OverlayToaster, Position, type Toaster } from '@blueprintjs/core';
import { messageFromError } from './errors';
import { msg, translate } from './i18n/i18n';

/** Spec §8: messages appear bottom-centre for 4 seconds. */
export const TOAST_TIMEOUT_MS = 4000;
/**
 * A toast with a button (a delete's Undo) stays 10 seconds: 4 are too few to
 * read it and reach the button (issue 28.3). Blueprint's Toast stops the
 * clock while the pointer or focus is on it and starts it again on leaving.
 */
export const ACTION_TOAST_TIMEOUT_MS = 10_000;
export const DEFAULT_SUCCESS_MESSAGE = msg('Success');

let toasterPromise: Promise<Toaster> | undefined;

// One toaster for the whole admin, created on first use so importing this
// module has no side effects (tests, the public bundle).
function getToaster(): Promise<Toaster> {
  toasterPromise ??= OverlayToaster.create({ position: Position.BOTTOM, maxToasts: 3 });
  return toasterPromise;
}

/** A button in a toast, such as a delete's Undo; clicking it also closes the toast. */
export interface ToastAction {
  /** English (msg()), translated when shown. */
  text: string;
  onClick: () => void;
}

/*
 * Every toast's text is translated here (issue 29): callers pass the English
 * text (a literal in msg(), a manifest's spec §8 message) or one they already
 * translated (an unknown key comes back unchanged, so translating twice is harmless).
 */

export function showSuccessToast(message: string = DEFAULT_SUCCESS_MESSAGE, action?: ToastAction): void {
  const timeout = action ? ACTION_TOAST_TIMEOUT_MS : TOAST_TIMEOUT_MS;
  const shownAction = action && { ...action, text: translate(action.text) };
  void getToaster().then((toaster) =>
    toaster.show({ message: translate(message), intent: Intent.SUCCESS, icon: 'tick-circle', timeout, action: shownAction }),
  );
}

export function showErrorToast(message: string): void {
  void getToaster().then((toaster) => toaster.show({ message: translate(message), intent: Intent.DANGER, icon: 'error', timeout: TOAST_TIMEOUT_MS }));
}

export function showWarningToast(message: string): void {
  void getToaster().then((toaster) =>
    toaster.show({ message: translate(message), intent: Intent.WARNING, icon: 'warning-sign', timeout: TOAST_TIMEOUT_MS }),
  );
}

/** Toasts the server's message for a failed call, or the call's fallback (English, translated when shown). */
export function showFailureToast(error: unknown, fallback: string): void {
  showErrorToast(messageFromError(error, fallback));
}

/** Removes every toast (tests, logout). */
export function clearToasts(): void {
  void toasterPromise?.then((toaster) => toaster.clear());
}
