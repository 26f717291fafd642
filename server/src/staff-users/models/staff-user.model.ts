import { Field, ID, ObjectType } from '@nestjs/graphql';
import { StaffRole } from '../../common/auth/roles.js';

/** A staff account as callers see it: never the password hash. */
@ObjectType('StaffUser', { description: 'A person who signs in to the admin panel' })
export class StaffUserModel {
  @Field(() => ID)
  id: string;

  @Field()
  name: string;

  @Field()
  email: string;

  @Field(() => StaffRole)
  role: StaffRole;

  @Field({ description: 'Active (true) or inactive (false)' })
  status: boolean;

  @Field()
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
