import { useMutation } from '@apollo/client/react';
import { Button, Callout, Card, Classes, Elevation, FormGroup, Intent } from '@blueprintjs/core';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { messageFromError } from '../core/errors';
import { useTranslation } from '../core/i18n/i18n';
import { PasswordInput } from '../shared/PasswordInput';
import { ResetPasswordDocument } from './graphql/password';
import { newPasswordError } from './PasswordSteps';

/** The emailed link's page (public): a new password for the token in the address. */
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [reset, { loading, error, data }] = useMutation(ResetPasswordDocument);
  const invalid = submitted ? newPasswordError(password) : undefined;
  // One sentence for the translator; the words in [ ] are the sign-in link.
  const [before = '', link = '', after = ''] = t('Your password is changed. [Sign in] with it.').split(/\[|\]/);

  useEffect(() => {
    document.title = t('Set a new password | Admin Panel');
  }, [t]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (newPasswordError(password)) return;
    void reset({ variables: { input: { token, newPassword: password } } }).catch(() => undefined);
  };

  return (
    <main className="admin-login">
      <Card elevation={Elevation.TWO} className="admin-login__card">
        <h1 className={`${Classes.HEADING} admin-login__title`}>{t('Set a new password')}</h1>
        {data?.resetPassword ? (
          <Callout intent={Intent.SUCCESS} icon="tick" role="status">
            {before}
            <Link to="/login">{link}</Link>
            {after}
          </Callout>
        ) : (
          <form onSubmit={submit} noValidate aria-label={t('Set a new password')}>
            {error && !loading && (
              <Callout intent={Intent.DANGER} icon="error" className="admin-login__error" role="alert">
                {messageFromError(error, t('Failed to set the password'))}
              </Callout>
            )}
            <FormGroup
              label={t('New password')}
              labelFor="reset-password"
              helperText={invalid && t(invalid)}
              intent={invalid ? Intent.DANGER : Intent.NONE}
            >
              <PasswordInput
                id="reset-password"
                size="large"
                autoComplete="new-password"
                value={password}
                intent={invalid ? Intent.DANGER : Intent.NONE}
                onValueChange={setPassword}
              />
            </FormGroup>
            <Button type="submit" intent={Intent.PRIMARY} size="large" fill loading={loading} text={t('Set password')} />
          </form>
        )}
      </Card>
    </main>
  );
}
