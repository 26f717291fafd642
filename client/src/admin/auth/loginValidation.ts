import { msg } from '../core/i18n/i18n';
import { EMAIL_PATTERN, isBlank } from '../shared/validation';

/** Spec §5 login texts (English keys, translated where shown) (note the capital E in 'Invalid Email address', unlike other forms). */
export const LOGIN_MESSAGES = {
  emailRequired: msg('Email is required'),
  emailInvalid: msg('Invalid Email address'),
  passwordRequired: msg('Password is required'),
} as const;

export interface LoginValues {
  email: string;
  password: string;
}

export function validateLogin({ email, password }: LoginValues): Partial<Record<keyof LoginValues, string>> {
  const errors: Partial<Record<keyof LoginValues, string>> = {};
  if (isBlank(email)) errors.email = LOGIN_MESSAGES.emailRequired;
  else if (!EMAIL_PATTERN.test(email.trim())) errors.email = LOGIN_MESSAGES.emailInvalid;
  if (isBlank(password)) errors.password = LOGIN_MESSAGES.passwordRequired;
  return errors;
}
