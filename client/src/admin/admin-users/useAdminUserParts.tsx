import { useQuery } from '@apollo/client/react';
import { Switch } from '@blueprintjs/core';
import { useState } from 'react';
import type { AdminUserFieldsFragment } from '../../gql/graphql';
import { msg, useTranslation } from '../core/i18n/i18n';
import { SessionsDialog } from '../sessions/SessionsDialog';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { useMutationWithToast } from '../shared/useMutationWithToast';
import { ResetTwoFactorDocument } from './graphql/resetTwoFactor';
import { SecuritySettingsDocument } from './graphql/securitySettings';
import { UpdateSecuritySettingsDocument } from './graphql/updateSecuritySettings';
import { SET_TEMPORARY_PASSWORD_LABEL, TemporaryPasswordDialog } from './TemporaryPasswordDialog';

const REQUIRE_TWO_FACTOR_LABEL = msg('Require two-factor sign-in');
const RESET_TWO_FACTOR_LABEL = msg('Reset two-factor sign-in');

/**
 * Issue 27: the superadmin requires two-factor sign-in for everyone, resets a
 * member's (a lost phone), and sees and ends a member's sessions.
 */
export function useAdminUserParts() {
  const { t } = useTranslation();
  const [resetting, setResetting] = useState<AdminUserFieldsFragment>();
  const [sessionsOf, setSessionsOf] = useState<AdminUserFieldsFragment>();
  const [temporaryFor, setTemporaryFor] = useState<AdminUserFieldsFragment>();
  const settings = useQuery(SecuritySettingsDocument);
  const [saveSettings, saving] = useMutationWithToast(UpdateSecuritySettingsDocument, {
    successMessage: msg('Settings saved'),
    failureMessage: msg('Failed to save settings'),
  });
  const [reset] = useMutationWithToast(ResetTwoFactorDocument, {
    successMessage: msg('Two-factor sign-in reset'),
    failureMessage: msg('Failed to reset two-factor sign-in'),
  });
  const required = settings.data?.securitySettings.requireTwoFactor ?? false;
  return {
    toolbar: (
      <Switch
        className="admin-users__require-two-factor"
        label={t(REQUIRE_TWO_FACTOR_LABEL)}
        checked={required}
        disabled={!settings.data || saving.loading}
        onChange={() => void saveSettings({ input: { requireTwoFactor: !required } })}
      />
    ),
    rowActions: [
      { label: msg('Sessions'), icon: 'desktop' as const, onClick: setSessionsOf },
      { label: RESET_TWO_FACTOR_LABEL, icon: 'shield' as const, onClick: setResetting },
      { label: SET_TEMPORARY_PASSWORD_LABEL, icon: 'key' as const, onClick: setTemporaryFor },
    ],
    dialogs: (
      <>
        <TemporaryPasswordDialog staff={temporaryFor} onClose={() => setTemporaryFor(undefined)} />
        <SessionsDialog isOpen={Boolean(sessionsOf)} staff={sessionsOf} onClose={() => setSessionsOf(undefined)} />
        <ConfirmDialog
          isOpen={Boolean(resetting)}
          title={t('Reset two-factor sign-in?')}
          message={
            resetting
              ? t('{name} will sign in with their password alone, or set up a new code at their next sign-in while two-factor sign-in is required.', {
                  name: resetting.name,
                })
              : ''
          }
          confirmText={t('Reset')}
          onConfirm={() => resetting && reset({ id: resetting.id })}
          onClose={() => setResetting(undefined)}
        />
      </>
    ),
  };
}
