import { Button, Classes, Dialog, DialogBody, DialogFooter, type IconName, Intent } from '@blueprintjs/core';
import { useRef, useState } from 'react';

export const DELETE_CONFIRM_TITLE = 'Are you sure want to delete this?';
export const DELETE_CONFIRM_MESSAGE = "If you delete this record, you can't recover it";

export interface ConfirmDialogProps {
  isOpen: boolean;
  /** Runs the action; the dialog shows a spinner until it settles, then closes. */
  onConfirm: () => Promise<unknown> | void;
  onClose: () => void;
  title?: string;
  message?: string;
  confirmText?: string;
  intent?: Intent;
  icon?: IconName;
}

/** Spec §2 delete confirmation; texts default to the spec's. */
export function ConfirmDialog({
  isOpen,
  onConfirm,
  onClose,
  title = DELETE_CONFIRM_TITLE,
  message = DELETE_CONFIRM_MESSAGE,
  confirmText = 'Delete',
  intent = Intent.DANGER,
  icon = 'trash',
}: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  // Focus starts on the confirm button, so Enter confirms (and Escape cancels).
  const confirmButton = useRef<HTMLButtonElement>(null);

  const confirm = async () => {
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
      title={title}
      icon={icon}
      canOutsideClickClose={!busy}
      canEscapeKeyClose={!busy}
      role="alertdialog"
      onOpened={() => confirmButton.current?.focus()}
    >
      <DialogBody>
        <p className={Classes.TEXT_LARGE}>{message}</p>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text="Cancel" onClick={onClose} disabled={busy} />
            {/* Enter confirms: the confirm button takes the cursor (docs/decisions.md, Form refusals by field). */}
            {/* eslint-disable-next-line jsx-a11y/no-autofocus -- deliberate, see above */}
            <Button ref={confirmButton} autoFocus text={confirmText} intent={intent} loading={busy} onClick={confirm} />
          </>
        }
      />
    </Dialog>
  );
}
