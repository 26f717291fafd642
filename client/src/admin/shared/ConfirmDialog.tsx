import { Button, Classes, Dialog, DialogBody, DialogFooter, type IconName, Intent } from '@blueprintjs/core';
import { useRef, useState } from 'react';
import { MAIN_CONTENT_ID } from '../core/landmarks';
import { msg, useTranslation } from '../core/i18n/i18n';
import { TrashRestoreUntil } from './TrashRestoreUntil';

export const DELETE_CONFIRM_TITLE = msg('Are you sure want to delete this?');
/** The spec's warning: true only of a delete that skips the Trash ('Delete forever', staff accounts). */
export const DELETE_CONFIRM_MESSAGE = msg("If you delete this record, you can't recover it");
/** What a delete to the Trash says when it names nothing that goes with the record. */
export const TO_TRASH_MESSAGE = msg('This moves it to the Trash.');

/**
 * The texts (title, message, details, confirmText, cancelText) are English
 * (msg() on a literal, a manifest's text) or already translated: the dialog
 * translates them when shown (translating a translated text changes nothing).
 */
export interface ConfirmDialogProps {
  isOpen: boolean;
  /** Runs the action; the dialog shows a spinner until it settles, then closes. */
  onConfirm: () => Promise<unknown> | void;
  onClose: () => void;
  title?: string;
  message?: string;
  /** A second paragraph under the message, e.g. what a delete takes with the record. */
  details?: string;
  /**
   * The delete moves the record to the Trash (issue 28.2): instead of the
   * spec's "can't recover it", which would not be true, the dialog says what
   * moves (`details`, else 'This moves it to the Trash.') and until when it
   * can be restored.
   */
  toTrash?: boolean;
  confirmText?: string;
  /** The button that answers no; 'Cancel' unless the question needs other words ('Keep editing'). */
  cancelText?: string;
  /** Where focus starts: the confirm button (Enter confirms), or Cancel when confirming loses work. */
  initialFocus?: 'confirm' | 'cancel';
  intent?: Intent;
  icon?: IconName;
  /**
   * Whether focus goes back to where it was before the question once it is
   * confirmed (it always does on Cancel). False when confirming closes the
   * element that focus came from: 'Discard' closes the form dialog whose
   * field asked, and that dialog hands focus back to its own opener. Handing
   * it to the field as well raced with that: whichever dialog's exit ran last
   * won, and a field about to be removed left focus on nothing.
   */
  returnFocusOnConfirm?: boolean;
}

/**
 * After a delete, the button that asked went with its row, so Blueprint's
 * return of focus finds nothing and focus falls to the page's body (Tab then
 * starts over at the top). Put it on the main region instead, as the command
 * palette does; while another dialog is open, that dialog keeps focus itself.
 */
function keepFocusOnPage(closed: HTMLElement) {
  const focused = document.activeElement;
  // Still in the closed overlay (its dialog or its focus traps, about to leave
  // the page with it), or already on nothing.
  const overlay = closed.closest(`.${Classes.OVERLAY}`) ?? closed;
  const lost = !focused || focused === document.body || overlay.contains(focused);
  if (!lost || document.body.classList.contains(Classes.OVERLAY_OPEN)) return;
  document.getElementById(MAIN_CONTENT_ID)?.focus();
}

/** Spec §2 delete confirmation; texts default to the spec's. */
export function ConfirmDialog({
  isOpen,
  onConfirm,
  onClose,
  title = DELETE_CONFIRM_TITLE,
  message,
  details,
  toTrash = false,
  confirmText = msg('Delete'),
  cancelText = msg('Cancel'),
  initialFocus = 'confirm',
  intent = Intent.DANGER,
  icon = 'trash',
  returnFocusOnConfirm = true,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [confirmed, setConfirmed] = useState(false);
  // Focus starts on the confirm button, so Enter confirms (and Escape cancels).
  const confirmButton = useRef<HTMLButtonElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);

  const confirm = async () => {
    setConfirmed(true);
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
      // The action reports its own outcome (toast); the question is answered either way.
      onClose();
    }
  };

  return (
    <Dialog
      isOpen={isOpen}
      onClose={busy ? undefined : onClose}
      title={t(title)}
      icon={icon}
      canOutsideClickClose={!busy}
      canEscapeKeyClose={!busy}
      role="alertdialog"
      shouldReturnFocusOnClose={returnFocusOnConfirm || !confirmed}
      onOpening={() => setConfirmed(false)}
      onClosed={keepFocusOnPage}
      onOpened={() => (initialFocus === 'cancel' ? cancelButton : confirmButton).current?.focus()}
    >
      <DialogBody>
        {toTrash && !message ? (
          <>
            <p className={Classes.TEXT_LARGE}>{t(details ?? TO_TRASH_MESSAGE)}</p>
            <TrashRestoreUntil />
          </>
        ) : (
          <>
            <p className={Classes.TEXT_LARGE}>{t(message ?? DELETE_CONFIRM_MESSAGE)}</p>
            {details && <p>{t(details)}</p>}
            {toTrash && <TrashRestoreUntil />}
          </>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            {/* eslint-disable-next-line jsx-a11y/no-autofocus -- deliberate: a question that loses work starts on its safe answer */}
            <Button ref={cancelButton} autoFocus={initialFocus === 'cancel'} text={t(cancelText)} onClick={onClose} disabled={busy} />
            {/* Enter confirms: the confirm button takes the cursor (docs/decisions.md, Form refusals by field). */}
            <Button
              ref={confirmButton}
              // eslint-disable-next-line jsx-a11y/no-autofocus -- deliberate, see above
              autoFocus={initialFocus === 'confirm'}
              text={t(confirmText)}
              intent={intent}
              loading={busy}
              onClick={confirm}
            />
          </>
        }
      />
    </Dialog>
  );
}
