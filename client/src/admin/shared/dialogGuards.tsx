import { Classes, Intent } from '@blueprintjs/core';
import { type KeyboardEvent, type ReactNode, type SyntheticEvent, useCallback, useRef, useState } from 'react';
import { ConfirmDialog } from './ConfirmDialog';
import { msg } from '../core/i18n/i18n';

/** English; ConfirmDialog translates them. */
export const DISCARD_TITLE = msg('Discard unsaved changes?');
export const DISCARD_MESSAGE = msg('What you changed in this dialog has not been saved and will be lost.');
export const DISCARD_CONFIRM = msg('Discard');
export const KEEP_EDITING = msg('Keep editing');

/**
 * Whether an Escape belongs to an open popover (a date picker's calendar, an
 * autocomplete's list, a Select's menu) rather than to the dialog around it:
 * focus is inside the popover, or on the input whose popover is open.
 */
function escapeBelongsToPopover(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target.closest(`.${Classes.POPOVER}`)) return true;
  if (target.closest(`.${Classes.POPOVER_OPEN}`)) return true;
  return target.getAttribute('aria-expanded') === 'true';
}

/**
 * Keeps an Escape meant for a popover inside a dialog from closing the
 * dialog. Blueprint's dialog closes on any Escape that bubbles up to it, and
 * popovers are portalled but still bubble through React's tree, so the
 * popover's key press reached the dialog as well. Put `onKeyDownCapture` on
 * an element inside the dialog (its form) and ask `isPopoverEscape` in the
 * dialog's `onClose`: the capture runs before the popover closes itself, so
 * it still sees the popover open.
 */
export function usePopoverEscapeGuard() {
  const popoverEscape = useRef(false);
  const onKeyDownCapture = useCallback((event: KeyboardEvent) => {
    popoverEscape.current = event.key === 'Escape' && escapeBelongsToPopover(event.target);
  }, []);
  const isPopoverEscape = useCallback((event?: SyntheticEvent | Event) => {
    const found = popoverEscape.current && event?.type === 'keydown';
    popoverEscape.current = false;
    return found;
  }, []);
  return { onKeyDownCapture, isPopoverEscape };
}

/**
 * Asks 'Discard unsaved changes?' before a dialog with changes closes, and
 * closes an unchanged one at once. Route every way out (Escape, the close
 * button, Cancel, a backdrop click) through `requestClose`, and render
 * `confirmation` beside the dialog (not inside its form, so its own Escape
 * stays its own). FormDialog uses it; dialogs of their own (the frame editor)
 * can adopt it the same way.
 */
export function useUnsavedChangesGuard(
  isDirty: boolean,
  close: () => void,
): { requestClose: () => void; askDiscard: () => void; confirmation: ReactNode } {
  const [asking, setAsking] = useState(false);
  const requestClose = useCallback(() => {
    if (isDirty) setAsking(true);
    else close();
  }, [isDirty, close]);
  /** Asks even when no value changed: work the values do not hold yet (a picker's typed search, issue 28.4). */
  const askDiscard = useCallback(() => setAsking(true), []);
  const confirmation = (
    <ConfirmDialog
      isOpen={asking}
      title={DISCARD_TITLE}
      message={DISCARD_MESSAGE}
      confirmText={DISCARD_CONFIRM}
      cancelText={KEEP_EDITING}
      // Enter after a stray Escape must not throw the work away.
      initialFocus="cancel"
      icon="warning-sign"
      intent={Intent.DANGER}
      onConfirm={close}
      // The closing dialog gives focus back to its opener; the field that asked goes with it.
      returnFocusOnConfirm={false}
      onClose={() => setAsking(false)}
    />
  );
  return { requestClose, askDiscard, confirmation };
}

/** Whether two form values differ as a user would see it (arrays of files by their items). */
export function valuesDiffer(before: unknown, after: unknown): boolean {
  if (Array.isArray(before) || Array.isArray(after)) {
    const left = Array.isArray(before) ? before : [];
    const right = Array.isArray(after) ? after : [];
    return left.length !== right.length || left.some((item, index) => valuesDiffer(item, right[index]));
  }
  if (before && after && typeof before === 'object' && typeof after === 'object' && !(before instanceof Blob)) {
    const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
    return [...keys].some((key) => valuesDiffer((before as Record<string, unknown>)[key], (after as Record<string, unknown>)[key]));
  }
  // '' and a missing value read the same in an input.
  return (before ?? '') !== (after ?? '');
}
