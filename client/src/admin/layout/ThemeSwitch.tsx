import { Button, Classes, Switch } from '@blueprintjs/core';
import { useTheme } from '../core/theme';
import { msg, useTranslation } from '../core/i18n/i18n';

export const DARK_MODE_LABEL = msg('Dark mode');
export const FOLLOWING_SYSTEM_TEXT = msg('Following the system setting');
export const USE_SYSTEM_LABEL = msg('Use system setting');

/** The account menu's dark mode switch: follows the system until switched, then keeps the choice. */
export function ThemeSwitch() {
  const { t } = useTranslation();
  const { theme, choice, setChoice } = useTheme();
  return (
    <div className="admin-theme-switch">
      <Switch
        label={t(DARK_MODE_LABEL)}
        checked={theme === 'dark'}
        onChange={(event) => setChoice(event.currentTarget.checked ? 'dark' : 'light')}
        className="admin-theme-switch__switch"
      />
      {choice === null ? (
        <div className={`${Classes.TEXT_MUTED} ${Classes.TEXT_SMALL}`}>{t(FOLLOWING_SYSTEM_TEXT)}</div>
      ) : (
        <Button variant="minimal" size="small" text={t(USE_SYSTEM_LABEL)} onClick={() => setChoice(null)} />
      )}
    </div>
  );
}
