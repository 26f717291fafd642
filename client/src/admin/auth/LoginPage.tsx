import { Button, Callout, Card, Classes, Elevation, FormGroup, H3, InputGroup, Intent } from '@blueprintjs/core';
import { type FormEvent, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { HOME_PATH } from '../app/guards';
import { useSession } from '../app/session';
import { messageFromError } from '../shared/errors';
import { PasswordInput } from '../shared/PasswordInput';
import { useMutationWithToast } from '../shared/useMutationWithToast';
import { LoginDocument } from './graphql/login';
import { type LoginValues, validateLogin } from './loginValidation';

/** Spec §8 texts; 'Succcess' is spelled so in the spec. */
export const LOGIN_SUCCESS = 'Login Succcess';
export const LOGIN_FAILED = 'Failed to Login';

/** Spec §2 Login: heading, subtitle, email, password with show/hide, Login with a spinner. */
export function LoginPage() {
  const navigate = useNavigate();
  const { signIn } = useSession();
  const [values, setValues] = useState<LoginValues>({ email: '', password: '' });
  const [submitted, setSubmitted] = useState(false);
  const [login, { loading, error }] = useMutationWithToast(LoginDocument, {
    successMessage: LOGIN_SUCCESS,
    failureMessage: LOGIN_FAILED,
  });

  useEffect(() => {
    document.title = 'Login | Admin Panel';
  }, []);

  // Messages appear after the first submit and then follow the typing.
  const errors = submitted ? validateLogin(values) : {};

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(validateLogin(values)).length > 0) return;
    const data = await login({ input: { email: values.email.trim(), password: values.password } });
    if (!data) return;
    signIn(data.login.token, data.login.user);
    navigate(HOME_PATH, { replace: true });
  };

  return (
    <div className="admin-login">
      <Card elevation={Elevation.TWO} className="admin-login__card">
        <H3>Sign in to Admin Panel</H3>
        <p className={Classes.TEXT_MUTED}>Enter your details below.</p>
        {error && !loading && (
          <Callout intent={Intent.DANGER} icon="error" className="admin-login__error">
            {messageFromError(error, LOGIN_FAILED)}
          </Callout>
        )}
        <form onSubmit={handleSubmit} noValidate aria-label="Sign in">
          <FormGroup
            label="Email address"
            labelFor="login-email"
            helperText={errors.email}
            intent={errors.email ? Intent.DANGER : Intent.NONE}
          >
            <InputGroup
              id="login-email"
              name="email"
              type="email"
              size="large"
              autoComplete="username"
              autoFocus
              value={values.email}
              intent={errors.email ? Intent.DANGER : Intent.NONE}
              aria-invalid={errors.email ? true : undefined}
              onValueChange={(email) => setValues((current) => ({ ...current, email }))}
            />
          </FormGroup>
          <FormGroup
            label="Password"
            labelFor="login-password"
            helperText={errors.password}
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
          <Button type="submit" intent={Intent.PRIMARY} size="large" fill loading={loading} text="Login" />
        </form>
      </Card>
    </div>
  );
}

export default LoginPage;
