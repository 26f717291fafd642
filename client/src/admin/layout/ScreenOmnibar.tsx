import '@blueprintjs/select/lib/css/blueprint-select.css';
import { Classes, Icon, Menu } from '@blueprintjs/core';
import { type ItemListRenderer, type ItemPredicate, type ItemRenderer, Omnibar } from '@blueprintjs/select';
import { useCallback, useMemo, useState } from 'react';
import { matchPath, useLocation, useNavigate } from 'react-router';
import { type ScreenChoice, screensFor } from '../core/screens';
import { useSessionUser } from '../core/session';
import { MAIN_CONTENT_ID } from '../core/landmarks';
import { msg, translate, useTranslation } from '../core/i18n/i18n';

export const PALETTE_INPUT_LABEL = msg('Go to screen');
const LIST_ID = 'admin-palette-screens';
const optionId = (screen: ScreenChoice) => `admin-palette-screen-${screen.id}`;

/**
 * Every word typed appears in the screen's title or menu section, in any
 * order and case: as shown (in Gujarati, the translated ones) or in English.
 */
export const screenMatches: ItemPredicate<ScreenChoice> = (query, screen) => {
  const section = screen.section ?? '';
  const haystack = `${screen.title} ${section} ${translate(screen.title)} ${section && translate(section)}`.toLowerCase();
  return query
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
};

export interface ScreenOmnibarProps {
  isOpen: boolean;
  onClose: () => void;
}

/**
 * The command palette (issue 8): Blueprint's Omnibar listing the screens the
 * signed-in role may open, filtered as one types; Enter or a click goes
 * there. Loaded on first use, so @blueprintjs/select stays out of the admin's
 * first load. The input is a combobox whose active option is announced
 * (aria-activedescendant), as focus stays in the input.
 */
export default function ScreenOmnibar({ isOpen, onClose }: ScreenOmnibarProps) {
  const { t } = useTranslation();
  const user = useSessionUser();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const screens = useMemo(() => screensFor(user.role), [user.role]);
  const [query, setQuery] = useState('');
  const [activeScreen, setActiveScreen] = useState<ScreenChoice | null>(screens[0] ?? null);
  // Escape gives focus back to where it was; going to a screen puts it on that screen's main region.
  const [returnFocus, setReturnFocus] = useState(true);

  const close = useCallback(() => {
    onClose();
    setQuery('');
    setActiveScreen(screens[0] ?? null);
  }, [onClose, screens]);

  const go = useCallback(
    (screen: ScreenChoice) => {
      setReturnFocus(false);
      close();
      void navigate(screen.path);
      setTimeout(() => {
        document.getElementById(MAIN_CONTENT_ID)?.focus();
        setReturnFocus(true);
      }, 0);
    },
    [close, navigate],
  );

  const renderScreen: ItemRenderer<ScreenChoice> = (screen, { handleClick, handleFocus, modifiers, ref }) => {
    if (!modifiers.matchesPredicate) return null;
    const current = Boolean(matchPath({ path: screen.path, end: false }, pathname));
    return (
      // The palette's input owns the keyboard (arrows and Enter, aria-activedescendant); a click is the mouse's way in.
      // eslint-disable-next-line jsx-a11y/click-events-have-key-events
      <li
        key={screen.id}
        id={optionId(screen)}
        ref={ref}
        role="option"
        aria-selected={modifiers.active}
        onClick={handleClick}
        onMouseEnter={handleFocus}
        className="admin-palette__option"
      >
        <div className={`${Classes.MENU_ITEM}${modifiers.active ? ` ${Classes.ACTIVE}` : ''}`}>
          <span className={Classes.MENU_ITEM_ICON}>
            <Icon icon={screen.icon} aria-hidden />
          </span>
          <span className={`${Classes.FILL} ${Classes.TEXT_OVERFLOW_ELLIPSIS}`}>{t(screen.title)}</span>
          {(current || screen.section) && (
            <span className={Classes.MENU_ITEM_LABEL}>{current ? t('Current screen') : screen.section && t(screen.section)}</span>
          )}
        </div>
      </li>
    );
  };

  const renderList: ItemListRenderer<ScreenChoice> = ({ filteredItems, renderItem, itemsParentRef }) =>
    filteredItems.length === 0 ? (
      <p role="status" className={`${Classes.TEXT_MUTED} admin-palette__empty`}>
        {t('No screen matches')}
      </p>
    ) : (
      <Menu role="listbox" id={LIST_ID} aria-label={t('Screens')} ulRef={itemsParentRef}>
        {filteredItems.map(renderItem)}
      </Menu>
    );

  const listShown = screens.some((screen) => screenMatches(query, screen));
  return (
    <Omnibar<ScreenChoice>
      isOpen={isOpen}
      items={screens}
      query={query}
      onQueryChange={setQuery}
      itemPredicate={screenMatches}
      itemRenderer={renderScreen}
      itemListRenderer={renderList}
      itemsEqual="id"
      activeItem={activeScreen}
      onActiveItemChange={(screen) => setActiveScreen(screen)}
      onItemSelect={go}
      onClose={close}
      inputProps={{
        'aria-label': t(PALETTE_INPUT_LABEL),
        placeholder: t('Go to screen…'),
        role: 'combobox',
        'aria-autocomplete': 'list',
        'aria-expanded': listShown,
        'aria-controls': listShown ? LIST_ID : undefined,
        'aria-activedescendant': listShown && activeScreen ? optionId(activeScreen) : undefined,
        autoComplete: 'off',
        spellCheck: false,
      }}
      overlayProps={{ className: 'admin-palette', shouldReturnFocusOnClose: returnFocus }}
    />
  );
}
