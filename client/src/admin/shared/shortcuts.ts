import { Classes, type HotkeyConfig, useHotkeys } from '@blueprintjs/core';
import { type RefObject, useEffect, useMemo, useRef } from 'react';
import { msg, useTranslation } from '../core/i18n/i18n';

/**
 * Keyboard shortcuts (issue 8), registered with Blueprint's `useHotkeys` by
 * the components they act on, so the '?' overlay lists what the current
 * screen offers. They are global hotkeys (focus may be anywhere on the page);
 * Blueprint already ignores them while typing in a text field.
 */
export const SHORTCUT_GROUPS = {
  everywhere: msg('Anywhere in the admin'),
  list: msg('On a list'),
} as const;

export const SHORTCUT_COMBOS = {
  palette: 'mod+k',
  help: '?',
  add: 'n',
  search: '/',
} as const;

/** Marks the element a list shortcut acts on; the first one on the page wins. */
export const SHORTCUT_TARGET_ATTRIBUTE = 'data-shortcut';
export type ShortcutTarget = 'add' | 'search';

/**
 * Whether a shortcut should keep quiet: while a dialog, drawer or the palette
 * is open (Blueprint marks the body), while focus is in a popover or another
 * portal, or in a select (typing a letter there picks an option).
 */
export function shortcutBlocked(event: KeyboardEvent): boolean {
  if (document.body.classList.contains(Classes.OVERLAY_OPEN)) return true;
  const target = event.target;
  return target instanceof Element && Boolean(target.closest(`select, .${Classes.PORTAL}`));
}

/** Whether `element` is the page's first enabled target of this kind (a page may show two lists). */
export function isFirstShortcutTarget(element: HTMLElement | null, kind: ShortcutTarget): element is HTMLElement {
  if (!element) return false;
  const first = document.querySelector(`[${SHORTCUT_TARGET_ATTRIBUTE}="${kind}"]:not(:disabled)`);
  return first === element;
}

/**
 * Registers a list shortcut (`n` for Add, `/` for search) acting on the element
 * in `ref`: only when it is the page's first such target, and never while a
 * dialog, popover or select has the keyboard. The key itself is not typed.
 */
export function useListShortcut<T extends HTMLElement>(
  kind: ShortcutTarget,
  ref: RefObject<T | null>,
  /** English (msg()), translated for the '?' overlay. */
  label: string,
  act: (element: T) => void,
  enabled = true,
) {
  // The latest `act`, so a new function each render does not re-register the key.
  const { t } = useTranslation();
  const latestAct = useRef(act);
  useEffect(() => {
    latestAct.current = act;
  });
  const hotkeys = useMemo<HotkeyConfig[]>(
    () => [
      {
        combo: SHORTCUT_COMBOS[kind],
        label: t(label),
        group: t(SHORTCUT_GROUPS.list),
        global: true,
        disabled: !enabled,
        onKeyDown: (event) => {
          const element = ref.current;
          if (shortcutBlocked(event) || !isFirstShortcutTarget(element, kind)) return;
          event.preventDefault();
          latestAct.current(element);
        },
      },
    ],
    [kind, label, enabled, ref, t],
  );
  useHotkeys(hotkeys);
}
