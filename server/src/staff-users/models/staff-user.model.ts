import { Field, ID, ObjectType } from '@nestjs/graphql';
import { StaffRole } from '../../common/auth/roles.js';

/** A staff account as callers see it: never the password hash. */
@ObjectType('StaffUser', { description: 'A person who signs in to the admin panel' })
export class StaffUserModel {
  @Field(() => ID, { description: "The account's id (UUID)" })
  id: string;

  @Field({ description: 'Full name' })
  name: string;

  @Field({ description: 'Email address to sign in with' })
  email: string;

  @Field(() => StaffRole, { description: 'superadmin, admin or employee: decides what they may do' })
  role: StaffRole;

  @Field({ description: 'Active (true) or inactive (false)' })
  status: boolean;

  @Field({ description: 'When the account was added (ISO 8601 date-time, UTC)' })
  createdAt: Date;
}

/** The columns StaffUserModel reads: the one select used for every answer. */
export const staffUserSelect = {
  id: true,
  name: true,
  email: true,
  role: true,
  status: true,
  createdAt: true,
} as const;
