/** Spec §5 texts. Generic required fields read '{label} is required'. */
export const required = (label: string) => `${label} is required`;
export const INVALID_EMAIL = 'Invalid email address';
export const INVALID_LOGIN_EMAIL = 'Invalid Email address';
export const INVALID_MOBILE = 'Invalid mobile number';
export const INVALID_URL = 'Invalid url address';

/** Indian mobile: optional +91, then 10 digits starting 7, 8 or 9 (spec §5). */
export const INDIAN_MOBILE = /^(\+91)?[789]\d{9}$/;
