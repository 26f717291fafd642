/** Spec §5 texts for the delete-account form. */
export const MOBILE_REQUIRED = 'Mobile Number is required';
export const MOBILE_INVALID = 'Invalid mobile number';
export const PIN_REQUIRED = 'Pin Number is required';

/** Indian mobile: optional +91, then 10 digits starting 7, 8 or 9 (spec §5; the server checks the same). */
const INDIAN_MOBILE = /^(\+91)?[789]\d{9}$/;

export interface DeleteAccountValues {
  mobile: string;
  pin: string;
}

export type DeleteAccountErrors = Partial<Record<keyof DeleteAccountValues, string>>;

export function validateDeleteAccount({ mobile, pin }: DeleteAccountValues): DeleteAccountErrors {
  const errors: DeleteAccountErrors = {};
  const trimmedMobile = mobile.trim();
  if (!trimmedMobile) errors.mobile = MOBILE_REQUIRED;
  else if (!INDIAN_MOBILE.test(trimmedMobile)) errors.mobile = MOBILE_INVALID;
  if (!pin) errors.pin = PIN_REQUIRED;
  return errors;
}
