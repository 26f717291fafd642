/**
 * The stored form of an Indian mobile number: the 10 digits without +91, so
 * that +919876543210 and 9876543210 are one number. Pure, for the server's
 * inputs and the 'Mobile or Name' search box alike.
 */
export function normalizeMobile(mobile: string): string {
  const trimmed = mobile.trim();
  return trimmed.startsWith('+91') ? trimmed.slice(3) : trimmed;
}
