import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Callout, FormGroup, InputGroup, Intent } from '@blueprintjs/core';
import { type FormEvent, useState } from 'react';
import type { SessionUserFragment } from '../../gql/graphql';
import { messageFromError } from '../core/errors';
import { msg, useTranslation } from '../core/i18n/i18n';
import { PasswordInput } from '../shared/PasswordInput';
import type { TwoFactorChallengeState } from '../two-factor/TwoFactorLoginStep';
import { ChangeTemporaryPasswordDocument, PasswordResetAvailableDocument, RequestPasswordResetDocument } from './graphql/password';

/** A new password's own checks (the server also refuses common ones): an English key, translated where shown. */
export function newPasswordError(password: string): string | undefined {
  if (!password) return msg('Password is required');
  if (password.length < 8) return msg('Password must be at least 8 characters');
  if (password.length > 128) return msg('Password must be at most 128 characters');
  return undefined;
}

/** The sign-in step after a temporary password: the member sets their own. */
export function PasswordChangeStep({
  challenge,
  onSignedIn,
  onTwoFactor,
}: {
  challenge: string;
  onSignedIn: (token: string, user: SessionUserFragment) => void;
  onTwoFactor: (challenge: TwoFactorChallengeState) => void;
}) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [change, { loading, error }] = useMutation(ChangeTemporaryPasswordDocument);
  const invalid = submitted ? newPasswordError(password) : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (newPasswordError(password)) return;
    const { data } = await change({ variables: { input: { challenge, newPassword: password } } }).catch(() => ({ data: undefined }));
    const answer = data?.changeTemporaryPassword;
    if (answer?.__typename === 'LoginResult') onSignedIn(answer.token, answer.user);
    else if (answer?.__typename === 'TwoFactorChallenge') onTwoFactor({ challenge: answer.challenge, enrolmentRequired: answer.enrolmentRequired });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('Change password')}>
      <Callout intent={Intent.WARNING} icon="key" className="admin-login__error">
        {t('Password change required: your password is a temporary one. Choose a new password to sign in.')}
      </Callout>
      {error && !loading && (
        <Callout intent={Intent.DANGER} icon="error" className="admin-login__error" role="alert">
          {messageFromError(error, t('Failed to change the password'))}
        </Callout>
      )}
      <FormGroup label={t('New password')} labelFor="new-password" helperText={invalid && t(invalid)} intent={invalid ? Intent.DANGER : Intent.NONE}>
        <PasswordInput
          id="new-password"
          size="large"
          autoComplete="new-password"
          value={password}
          intent={invalid ? Intent.DANGER : Intent.NONE}
          onValueChange={setPassword}
        />
      </FormGroup>
      <Button type="submit" intent={Intent.PRIMARY} size="large" fill loading={loading} text={t('Set password and sign in')} />
    </form>
  );
}

export const RESET_LINK_SENT = msg('If that email belongs to a staff account, a link to set a new password has been sent.');

/** 'Forgot password?' under the sign-in form, only when the server can email (SMTP_URL). */
export function ForgotPassword() {
  const { t } = useTranslation();
  const { data } = useQuery(PasswordResetAvailableDocument);
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [request, { loading, error, data: sent }] = useMutation(RequestPasswordResetDocument);
  if (!data?.passwordResetAvailable) return null;
  if (!open) {
    return <Button variant="minimal" className="admin-login__forgot" text={t('Forgot password?')} onClick={() => setOpen(true)} />;
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) return;
    void request({ variables: { input: { email: email.trim() } } }).catch(() => undefined);
  };
  return (
    <form onSubmit={submit} noValidate aria-label={t('Forgot password')} className="admin-login__forgot">
      {sent ? (
        <Callout intent={Intent.SUCCESS} icon="envelope" role="status">
          {t(sent.requestPasswordReset)}
        </Callout>
      ) : (
        <>
          {error && !loading && (
            <Callout intent={Intent.DANGER} icon="error" role="alert">
              {messageFromError(error, t('Failed to send the link'))}
            </Callout>
          )}
          <FormGroup label={t('Your email address')} labelFor="forgot-email">
            <InputGroup id="forgot-email" type="email" autoComplete="username" value={email} onValueChange={setEmail} />
          </FormGroup>
          <Button type="submit" intent={Intent.PRIMARY} fill loading={loading} text={t('Email me a link')} />
        </>
      )}
    </form>
  );
}
