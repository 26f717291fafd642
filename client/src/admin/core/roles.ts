import type { StaffRole } from '../../gql/graphql';

export type { StaffRole };

export const ROLE_LABELS: Record<StaffRole, string> = {
  superadmin: 'Superadmin',
  admin: 'Admin',
  employee: 'Employee',
};
