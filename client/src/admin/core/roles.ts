import type { StaffRole } from '../../gql/graphql';

import { msg } from './i18n/i18n';

export type { StaffRole };

/** The roles as staff call them, English (translated where shown). */
export const ROLE_LABELS: Record<StaffRole, string> = {
  superadmin: msg('Superadmin'),
  admin: msg('Admin'),
  employee: msg('Employee'),
};
