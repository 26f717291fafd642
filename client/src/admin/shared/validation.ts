/** Spec §5 texts shared by every form. */
export const requiredMessage = (label: string) => `${label} is required`;
export const INVALID_EMAIL = 'Invalid email address';
export const INVALID_MOBILE = 'Invalid mobile number';
export const INVALID_URL = 'Invalid url address';

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Indian mobile: optional +91, then 10 digits starting 7, 8 or 9. */
export const MOBILE_PATTERN = /^(\+91)?[789]\d{9}$/;
export const URL_PATTERN = /^https?:\/\/[^\s/$.?#].[^\s]*$/i;

export function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}
