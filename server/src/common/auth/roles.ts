import { SetMetadata, applyDecorators } from '@nestjs/common';
import { registerEnumType } from '@nestjs/graphql';
import { StaffRole } from '../../generated/prisma/enums.js';

export { StaffRole };
registerEnumType(StaffRole, {
  name: 'StaffRole',
  description: 'Who a staff account is',
  valuesMap: {
    superadmin: { description: 'Everything, including app users, staff accounts and subscribed users' },
    admin: { description: 'Content screens, frames and businesses; not app users or staff accounts' },
    employee: { description: 'As admin, with theme samples in the menu; restores from the trash only what they deleted' },
  },
});

export const ACCESS_POLICY = 'accessPolicy';

/**
 * Who may call an operation. Every GraphQL field on Query/Mutation and every
 * REST route declares one; the global AccessGuard denies anything without it.
 */
export type AccessPolicy = { kind: 'public' } | { kind: 'roles'; roles: StaffRole[] };

/** Anyone, signed in or not (login, self-service account deletion, health). */
export const Public = () => SetMetadata(ACCESS_POLICY, { kind: 'public' } satisfies AccessPolicy);

/** Signed-in staff with one of these roles. */
export const Roles = (...roles: StaffRole[]) => applyDecorators(SetMetadata(ACCESS_POLICY, { kind: 'roles', roles } satisfies AccessPolicy));

/** Spec §6, as named groups so that each declaration reads as the spec does. */
export const SuperadminOnly = () => Roles(StaffRole.superadmin);
/** Every staff role; also the spec's "any logged-in user" (dashboard, sliders, theme samples, the session's own account). */
export const AllStaff = () => Roles(StaffRole.superadmin, StaffRole.admin, StaffRole.employee);
