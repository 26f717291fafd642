import { Classes, SegmentedControl, Switch } from '@blueprintjs/core';
import { useMutation } from '@apollo/client/react';
import type { StaffLanguage } from '../../gql/graphql';
import { SetMyPreferencesDocument } from '../core/graphql/preferences';
import { useTranslation } from '../core/i18n/i18n';
import { useSession, useSessionUser } from '../core/session';
import { showFailureToast } from '../core/toaster';

/** Each language is offered in its own name, as language menus do. */
const LANGUAGE_NAMES: Record<StaffLanguage, string> = { en: 'English', gu: 'ગુજરાતી' };

/**
 * The account menu's language choice (issue 29.1): English or ગુજરાતી, and in
 * Gujarati, Gujarati digits. Kept on the server for the member, so it follows
 * them to another browser; the shell redraws in it when the server agrees.
 */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const user = useSessionUser();
  const { updateUser } = useSession();
  const [save, { loading }] = useMutation(SetMyPreferencesDocument);

  const choose = async (language: StaffLanguage, gujaratiDigits: boolean) => {
    try {
      const { data } = await save({ variables: { input: { language, gujaratiDigits } } });
      if (data) updateUser(data.setMyPreferences);
    } catch (error) {
      showFailureToast(error, t('Failed to change the language'));
    }
  };

  return (
    <div className="admin-language-switch">
      <div className={Classes.TEXT_MUTED} id="admin-language-label">
        {t('Language')}
      </div>
      <SegmentedControl
        aria-labelledby="admin-language-label"
        fill
        size="small"
        disabled={loading}
        value={user.language}
        options={(['en', 'gu'] as const).map((value) => ({ value, label: LANGUAGE_NAMES[value] }))}
        onValueChange={(value) => void choose(value as StaffLanguage, user.gujaratiDigits)}
      />
      {user.language === 'gu' && (
        <Switch
          className="admin-language-switch__digits"
          label={t('Gujarati digits (૧૨૩)')}
          checked={user.gujaratiDigits}
          disabled={loading}
          onChange={(event) => void choose('gu', event.currentTarget.checked)}
        />
      )}
    </div>
  );
}
