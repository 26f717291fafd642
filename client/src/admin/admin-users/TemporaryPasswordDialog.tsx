import { Button, Classes, Dialog, DialogBody, DialogFooter, FormGroup, Intent } from '@blueprintjs/core';
import { type FormEvent, useState } from 'react';
import type { AdminUserFieldsFragment } from '../../gql/graphql';
import { newPasswordError } from '../auth/PasswordSteps';
import { msg, useTranslation } from '../core/i18n/i18n';
import { PasswordInput } from '../shared/PasswordInput';
import { useMutationWithToast } from '../shared/useMutationWithToast';
import { SetTemporaryPasswordDocument } from './graphql/setTemporaryPassword';

export const SET_TEMPORARY_PASSWORD_LABEL = msg('Set temporary password');

/** The superadmin gives a member a temporary password, which they must change at their next sign-in. */
export function TemporaryPasswordDialog({ staff, onClose }: { staff?: AdminUserFieldsFragment; onClose: () => void }) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [save, saving] = useMutationWithToast(SetTemporaryPasswordDocument, {
    successMessage: msg('Temporary password set'),
    failureMessage: msg('Failed to set the temporary password'),
  });
  const invalid = submitted ? newPasswordError(password) : undefined;
  const close = () => {
    setPassword('');
    setSubmitted(false);
    onClose();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!staff || newPasswordError(password)) return;
    if (await save({ input: { id: staff.id, password } })) close();
  };
  return (
    <Dialog isOpen={Boolean(staff)} title={t('Set temporary password?')} onClose={close}>
      <form onSubmit={submit} noValidate aria-label={t(SET_TEMPORARY_PASSWORD_LABEL)}>
        <DialogBody>
          <p className={Classes.TEXT_MUTED}>
            {t('{name} will be signed out everywhere and must choose a new password at their next sign-in. Tell them the temporary one.', {
              name: staff?.name ?? '',
            })}
          </p>
          <FormGroup
            label={t('Temporary password')}
            labelFor="temporary-password"
            helperText={invalid && t(invalid)}
            intent={invalid ? Intent.DANGER : Intent.NONE}
          >
            <PasswordInput id="temporary-password" autoComplete="off" value={password} onValueChange={setPassword} />
          </FormGroup>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={t('Cancel')} onClick={close} />
              <Button type="submit" intent={Intent.PRIMARY} loading={saving.loading} text={t('Set password')} />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
