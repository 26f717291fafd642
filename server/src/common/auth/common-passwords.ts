import { AppError } from '../errors/app-error.js';

const TOO_COMMON_PASSWORD = 'Password is too common';

/**
 * The 49,000 most common passwords from leaked lists, as zxcvbn-ts ships them
 * (@zxcvbn-ts/language-common, MIT). Loaded and built on first use, since
 * only a password change needs it: its module decodes every list it ships
 * when imported (an idle server holds 2.3 MB less live heap without it), and
 * the set takes a few MB more.
 */
let common: Promise<Set<string>> | undefined;

async function isCommonPassword(password: string): Promise<boolean> {
  common ??= import('@zxcvbn-ts/language-common').then(({ dictionary }) => new Set(dictionary['passwords-common']));
  return (await common).has(password.toLowerCase());
}

/** Refuses a new password on the list (length rules are the inputs' own). */
export async function assertPasswordNotCommon(password: string, field = 'password'): Promise<void> {
  if (await isCommonPassword(password)) throw AppError.badInput(TOO_COMMON_PASSWORD, field);
}
