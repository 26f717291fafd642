import { msg, translate } from '../core/i18n/i18n';

/**
 * Spec §5 texts shared by every form. `requiredMessage` takes the field's
 * English label and gives the whole sentence in the current language; the
 * constants are English (FormDialog translates a field's message when shown).
 */
export const requiredMessage = (label: string) => translate('{label} is required', { label: translate(label) });
export const INVALID_EMAIL = msg('Invalid email address');
export const INVALID_MOBILE = msg('Invalid mobile number');
export const INVALID_URL = msg('Invalid url address');

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Indian mobile: optional +91, then 10 digits starting 7, 8 or 9. */
export const MOBILE_PATTERN = /^(\+91)?[789]\d{9}$/;
export const URL_PATTERN = /^https?:\/\/[^\s/$.?#].[^\s]*$/i;

export function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}
