import { Button, Classes, type HotkeyConfig, KeyComboTag, useHotkeys } from '@blueprintjs/core';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { SHORTCUT_COMBOS, SHORTCUT_GROUPS, shortcutBlocked } from '../shared/shortcuts';
import { msg, useTranslation } from '../core/i18n/i18n';
import './commandPalette.css';

const loadOmnibar = () => import('./ScreenOmnibar');
/** @blueprintjs/select and the palette load on first use, not with the admin. */
const ScreenOmnibar = lazy(loadOmnibar);

export const PALETTE_BUTTON_TEXT = msg('Go to screen');
const IS_MAC = typeof navigator !== 'undefined' && /Mac|iPod|iPhone|iPad/.test(navigator.platform);

/**
 * The top bar's way into the command palette, for the mouse and for Ctrl+K
 * (Cmd+K on a Mac) anywhere, even in a text field; not while a dialog is open.
 * Also lists '?' in the shortcuts overlay, which Blueprint's provider opens.
 */
export function CommandPalette() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const openRef = useRef(open);
  useEffect(() => {
    openRef.current = open;
  }, [open]);

  const show = useCallback(() => {
    setUsed(true);
    setOpen(true);
  }, []);
  const hide = useCallback(() => setOpen(false), []);

  const hotkeys = useMemo<HotkeyConfig[]>(
    () => [
      {
        combo: SHORTCUT_COMBOS.palette,
        label: t('Go to a screen (command palette)'),
        group: t(SHORTCUT_GROUPS.everywhere),
        global: true,
        allowInInput: true,
        onKeyDown: (event) => {
          if (openRef.current) {
            // The browser's own Ctrl+K (its search bar) would be a surprise here.
            event.preventDefault();
            setOpen(false);
            return;
          }
          if (shortcutBlocked(event)) return;
          event.preventDefault();
          show();
        },
      },
      {
        // Listed only: Blueprint's provider opens the overlay on '?' itself.
        combo: SHORTCUT_COMBOS.help,
        label: t('Show keyboard shortcuts'),
        group: t(SHORTCUT_GROUPS.everywhere),
        global: true,
        onKeyDown: () => undefined,
      },
    ],
    [show, t],
  );
  useHotkeys(hotkeys);

  return (
    <>
      <Button
        variant="minimal"
        icon="search"
        className="admin-palette-button"
        aria-keyshortcuts={IS_MAC ? 'Meta+K' : 'Control+K'}
        onClick={show}
        // Fetch the palette's code when the pointer comes near, so the click opens it at once.
        onMouseEnter={() => void loadOmnibar()}
        endIcon={<KeyComboTag combo={SHORTCUT_COMBOS.palette} minimal className={`${Classes.TEXT_MUTED} admin-palette-button__keys`} />}
      >
        <span className="admin-palette-button__text">{t(PALETTE_BUTTON_TEXT)}</span>
      </Button>
      {used && (
        <Suspense fallback={null}>
          <ScreenOmnibar isOpen={open} onClose={hide} />
        </Suspense>
      )}
    </>
  );
}
