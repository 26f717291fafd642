import { useMutation } from '@apollo/client/react';
import { Button, Callout, Intent } from '@blueprintjs/core';
import { type FormEvent, useEffect, useState } from 'react';
import type { SessionUserFragment } from '../../gql/graphql';
import { messageFromError } from '../core/errors';
import { useTranslation } from '../core/i18n/i18n';
import { StartTwoFactorEnrolmentDocument } from './graphql/startTwoFactorEnrolment';
import { VerifyTwoFactorDocument } from './graphql/verifyTwoFactor';
import { CodeField, RecoveryCodeList, SetupQr } from './TwoFactorParts';
import './twoFactor.css';

export interface TwoFactorChallengeState {
  challenge: string;
  enrolmentRequired: boolean;
}

/**
 * The sign-in's second step: a code for the challenge the password earned.
 * A member the superadmin requires to enrol scans a QR code first and, once
 * signed in, sees their recovery codes before going on.
 */
export function TwoFactorLoginStep({
  challenge,
  enrolmentRequired,
  onSignedIn,
  onRestart,
}: TwoFactorChallengeState & { onSignedIn: (token: string, user: SessionUserFragment) => void; onRestart: () => void }) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [enrol, enrolment] = useMutation(StartTwoFactorEnrolmentDocument);
  const [verify, verification] = useMutation(VerifyTwoFactorDocument);
  const [done, setDone] = useState<{ token: string; user: SessionUserFragment; codes: string[] }>();

  useEffect(() => {
    if (enrolmentRequired) void enrol({ variables: { input: { challenge } } }).catch(() => undefined);
  }, [enrol, enrolmentRequired, challenge]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { data } = await verify({ variables: { input: { challenge, code } } }).catch(() => ({ data: undefined }));
    if (!data) return;
    const { token, user, recoveryCodes } = data.verifyTwoFactor;
    if (recoveryCodes) setDone({ token, user, codes: recoveryCodes });
    else onSignedIn(token, user);
  };

  if (done) {
    return (
      <div className="admin-two-factor__done">
        <RecoveryCodeList codes={done.codes} />
        <Button intent={Intent.PRIMARY} size="large" fill text={t('Continue')} onClick={() => onSignedIn(done.token, done.user)} />
      </div>
    );
  }
  const error = verification.error ?? enrolment.error;
  return (
    <form onSubmit={submit} noValidate aria-label={t('Two-factor code')}>
      {error && !verification.loading && (
        <Callout intent={Intent.DANGER} icon="error" className="admin-login__error" role="alert">
          {messageFromError(error, t('Failed to Login'))}
        </Callout>
      )}
      {enrolmentRequired ? (
        <>
          <p>{t('Two-factor sign-in is required for your account. Set it up now to sign in.')}</p>
          {enrolment.data && <SetupQr {...enrolment.data.startTwoFactorEnrolment} />}
        </>
      ) : (
        <p>{t('Enter the code from your authenticator app to finish signing in.')}</p>
      )}
      <CodeField id="login-code" value={code} onChange={setCode} recovery={!enrolmentRequired} focusFirst />
      <Button type="submit" intent={Intent.PRIMARY} size="large" fill loading={verification.loading} disabled={!code.trim()} text={t('Verify')} />
      <Button variant="minimal" fill text={t('Back to sign in')} onClick={onRestart} className="admin-two-factor__back" />
    </form>
  );
}
