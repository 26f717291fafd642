import type { StaffRole } from '../../gql/graphql';

export type { StaffRole };

/** Spec §6 role groups used by the route table. */
export const SUPERADMIN_ONLY: readonly StaffRole[] = ['superadmin'];
export const ALL_STAFF: readonly StaffRole[] = ['superadmin', 'admin', 'employee'];
/** The Trash (issue 16): employees undo their own deletes from the toast only. */
export const SUPERADMIN_AND_ADMIN: readonly StaffRole[] = ['superadmin', 'admin'];

export const ROLE_LABELS: Record<StaffRole, string> = {
  superadmin: 'Superadmin',
  admin: 'Admin',
  employee: 'Employee',
};
