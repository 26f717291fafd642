/**
 * Spec §9: the app's user types (and subscription types), as staff read them:
 * the App Users screen, its filter and users_export.xlsx all say 'Election',
 * never the stored 'election' (issue 28.4).
 */
export const USER_TYPE_LABELS = {
  business: 'Business',
  panchayat: 'Panchayat',
  election: 'Election',
} as const satisfies Record<string, string>;

/** A stored user type as the admin shows it; an unknown one as stored. */
export function userTypeLabel(type: string): string {
  return (USER_TYPE_LABELS as Record<string, string>)[type] ?? type;
}
