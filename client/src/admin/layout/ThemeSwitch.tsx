import { Button, Classes, Switch } from '@blueprintjs/core';
import { useTheme } from '../core/theme';

export const DARK_MODE_LABEL = 'Dark mode';
export const FOLLOWING_SYSTEM_TEXT = 'Following the system setting';
export const USE_SYSTEM_LABEL = 'Use system setting';

/** The account menu's dark mode switch: follows the system until switched, then keeps the choice. */
export function ThemeSwitch() {
  const { theme, choice, setChoice } = useTheme();
  return (
    <div className="admin-theme-switch">
      <Switch
        label={DARK_MODE_LABEL}
        checked={theme === 'dark'}
        onChange={(event) => setChoice(event.currentTarget.checked ? 'dark' : 'light')}
        className="admin-theme-switch__switch"
      />
      {choice === null ? (
        <div className={`${Classes.TEXT_MUTED} ${Classes.TEXT_SMALL}`}>{FOLLOWING_SYSTEM_TEXT}</div>
      ) : (
        <Button variant="minimal" size="small" text={USE_SYSTEM_LABEL} onClick={() => setChoice(null)} />
      )}
    </div>
  );
}
