import { dictionary } from '@zxcvbn-ts/language-common';
import { AppError } from '../errors/app-error.js';

const TOO_COMMON_PASSWORD = 'Password is too common';

/**
 * The 49,000 most common passwords from leaked lists, as zxcvbn-ts ships them
 * (@zxcvbn-ts/language-common, MIT). Built on first use: about 5 MB in memory.
 */
let common: Set<string> | undefined;

function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common']);
  return common.has(password.toLowerCase());
}

/** Refuses a new password on the list (length rules are the inputs' own). */
export function assertPasswordNotCommon(password: string, field = 'password'): void {
  if (isCommonPassword(password)) throw AppError.badInput(TOO_COMMON_PASSWORD, field);
}
