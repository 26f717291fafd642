import { Button, Intent } from '@blueprintjs/core';
import { useRef } from 'react';
import { SHORTCUT_TARGET_ATTRIBUTE, useListShortcut } from './shortcuts';
import { msg, useTranslation } from '../core/i18n/i18n';

export interface AddButtonProps {
  /** e.g. 'Add Category': English (msg()), translated here. */
  text: string;
  onClick: () => void;
  disabled?: boolean;
}

/**
 * A list's Add button, also pressed by the `n` shortcut. The shortcut exists
 * only while the button does and is enabled, so a role that may not add has
 * neither. It focuses the button before pressing it, so the dialog gives
 * focus back to it on close.
 */
export function AddButton({ text, onClick, disabled = false }: AddButtonProps) {
  const { t } = useTranslation();
  const buttonRef = useRef<HTMLButtonElement>(null);
  // Focused before it is pressed, so the dialog gives focus back to it on close.
  useListShortcut(
    'add',
    buttonRef,
    msg("Add a new record (the list's Add button)"),
    (button) => {
      button.focus();
      button.click();
    },
    !disabled,
  );

  return (
    <Button
      ref={buttonRef}
      intent={Intent.PRIMARY}
      icon="plus"
      text={t(text)}
      onClick={onClick}
      disabled={disabled}
      aria-keyshortcuts="N"
      {...{ [SHORTCUT_TARGET_ATTRIBUTE]: 'add' }}
    />
  );
}
