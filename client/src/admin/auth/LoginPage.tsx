import { Button, Callout, Card, Classes, Elevation, FormGroup, InputGroup, Intent } from '@blueprintjs/core';
import { useMutation } from '@apollo/client/react';
import { type FormEvent, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { HOME_PATH, useLoginRouteState } from '../core/loginRoute';
import { useSession } from '../core/session';
import { messageFromError } from '../core/errors';
import { msg, useTranslation } from '../core/i18n/i18n';
import { PasswordInput } from '../shared/PasswordInput';
import { showSuccessToast } from '../core/toaster';
import { LoginDocument } from './graphql/login';
import { type LoginValues, validateLogin } from './loginValidation';
import { type TwoFactorChallengeState, TwoFactorLoginStep } from '../two-factor/TwoFactorLoginStep';
import type { SessionUser } from '../core/session';
import { ForgotPassword, PasswordChangeStep } from './PasswordSteps';

/** Spec §8 texts; 'Succcess' is spelled so in the spec. */
export const LOGIN_SUCCESS = msg('Login Succcess');
export const LOGIN_FAILED = msg('Failed to Login');

/**
 * Spec §2 Login: heading, subtitle, email, password with show/hide, Login with
 * a spinner. A failed sign-in shows the server's message once, above the form
 * (not also as a toast). When the server ended the session, its reason is
 * shown, and after signing in the staff member returns to where they were.
 */
export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { signIn } = useSession();
  const { reason, from } = useLoginRouteState();
  const [values, setValues] = useState<LoginValues>({ email: '', password: '' });
  const [submitted, setSubmitted] = useState(false);
  const [login, { loading, error, reset }] = useMutation(LoginDocument);
  const [challenge, setChallenge] = useState<TwoFactorChallengeState>();
  const [passwordChange, setPasswordChange] = useState<string>();

  useEffect(() => {
    document.title = t('Login | Admin Panel');
  }, [t]);

  // Messages appear after the first submit and then follow the typing.
  const errors = submitted ? validateLogin(values) : {};

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(validateLogin(values)).length > 0) return;
    let data;
    try {
      ({ data } = await login({ variables: { input: { email: values.email.trim(), password: values.password } } }));
    } catch {
      return; // shown above the form from the mutation's `error`
    }
    if (!data) return;
    const answer = data.login;
    if (answer.__typename === 'PasswordChangeChallenge') setPasswordChange(answer.challenge);
    else if (answer.__typename === 'TwoFactorChallenge') setChallenge({ challenge: answer.challenge, enrolmentRequired: answer.enrolmentRequired });
    else if (answer.__typename === 'LoginResult') finish(answer.token, answer.user);
  };

  const finish = (token: string, user: SessionUser) => {
    signIn(token, user);
    showSuccessToast(t(LOGIN_SUCCESS));
    void navigate(from ?? HOME_PATH, { replace: true });
  };

  const restart = () => {
    setChallenge(undefined);
    setPasswordChange(undefined);
    setValues((current) => ({ ...current, password: '' }));
    reset();
  };

  return (
    <main className="admin-login">
      <Card elevation={Elevation.TWO} className="admin-login__card">
        <h1 className={`${Classes.HEADING} admin-login__title`}>{t('Sign in to Admin Panel')}</h1>
        <p className={Classes.TEXT_MUTED}>{t('Enter your details below.')}</p>
        {challenge ? (
          <TwoFactorLoginStep {...challenge} onSignedIn={finish} onRestart={restart} />
        ) : passwordChange ? (
          <PasswordChangeStep
            challenge={passwordChange}
            onSignedIn={finish}
            onTwoFactor={(next) => {
              setPasswordChange(undefined);
              setChallenge(next);
            }}
          />
        ) : error && !loading ? (
          <Callout intent={Intent.DANGER} icon="error" className="admin-login__error" role="alert">
            {messageFromError(error, t(LOGIN_FAILED))}
          </Callout>
        ) : (
          reason && (
            <Callout intent={Intent.WARNING} icon="time" className="admin-login__error" role="alert">
              {t(reason)}
            </Callout>
          )
        )}
        {!challenge && !passwordChange && (
          <form onSubmit={handleSubmit} noValidate aria-label={t('Sign in')}>
            <FormGroup
              label={t('Email address')}
              labelFor="login-email"
              helperText={errors.email && t(errors.email)}
              intent={errors.email ? Intent.DANGER : Intent.NONE}
            >
              <InputGroup
                id="login-email"
                name="email"
                type="email"
                size="large"
                autoComplete="username"
                // The sign-in page has one task; its first field takes the cursor.
                // eslint-disable-next-line jsx-a11y/no-autofocus -- deliberate, see above
                autoFocus
                value={values.email}
                intent={errors.email ? Intent.DANGER : Intent.NONE}
                aria-invalid={errors.email ? true : undefined}
                onValueChange={(email) => setValues((current) => ({ ...current, email }))}
              />
            </FormGroup>
            <FormGroup
              label={t('Password')}
              labelFor="login-password"
              helperText={errors.password && t(errors.password)}
              intent={errors.password ? Intent.DANGER : Intent.NONE}
            >
              <PasswordInput
                id="login-password"
                name="password"
                size="large"
                autoComplete="current-password"
                value={values.password}
                intent={errors.password ? Intent.DANGER : Intent.NONE}
                aria-invalid={errors.password ? true : undefined}
                onValueChange={(password) => setValues((current) => ({ ...current, password }))}
              />
            </FormGroup>
            <Button type="submit" intent={Intent.PRIMARY} size="large" fill loading={loading} text={t('Login')} />
          </form>
        )}
        {!challenge && !passwordChange && <ForgotPassword />}
      </Card>
    </main>
  );
}
