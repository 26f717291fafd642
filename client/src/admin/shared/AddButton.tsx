import { Button, type HotkeyConfig, Intent, useHotkeys } from '@blueprintjs/core';
import { useMemo, useRef } from 'react';
import {
  isFirstShortcutTarget,
  SHORTCUT_COMBOS,
  SHORTCUT_GROUPS,
  SHORTCUT_TARGET_ATTRIBUTE,
  shortcutBlocked,
} from './shortcuts';

export interface AddButtonProps {
  /** e.g. 'Add Category'. */
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
  const buttonRef = useRef<HTMLButtonElement>(null);
  const hotkeys = useMemo<HotkeyConfig[]>(
    () => [
      {
        combo: SHORTCUT_COMBOS.add,
        label: "Add a new record (the list's Add button)",
        group: SHORTCUT_GROUPS.list,
        global: true,
        disabled,
        onKeyDown: (event) => {
          const button = buttonRef.current;
          if (shortcutBlocked(event) || !isFirstShortcutTarget(button, 'add')) return;
          // Otherwise the 'n' would be typed into the dialog's first field.
          event.preventDefault();
          button.focus();
          button.click();
        },
      },
    ],
    [disabled],
  );
  useHotkeys(hotkeys);

  return (
    <Button
      ref={buttonRef}
      intent={Intent.PRIMARY}
      icon="plus"
      text={text}
      onClick={onClick}
      disabled={disabled}
      aria-keyshortcuts="N"
      {...{ [SHORTCUT_TARGET_ATTRIBUTE]: 'add' }}
    />
  );
}
