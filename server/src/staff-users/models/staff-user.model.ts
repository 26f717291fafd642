import { Field, ID, ObjectType, registerEnumType } from '@nestjs/graphql';
import { StaffRole } from '../../common/auth/roles.js';
import { StaffLanguage } from '../../generated/prisma/enums.js';

export { StaffLanguage };
registerEnumType(StaffLanguage, {
  name: 'StaffLanguage',
  description: "The admin's language for a staff member",
  valuesMap: { en: { description: "English: the spec's texts" }, gu: { description: 'Gujarati (ગુજરાતી)' } },
});

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

  @Field(() => StaffLanguage, {
    description: "The admin's language for this member (en or gu); kept on the server so it follows them to any browser",
  })
  language: StaffLanguage;

  @Field({ description: 'In Gujarati, numbers are written with Gujarati digits (૧૨૩) when true, Latin digits (123) when false' })
  gujaratiDigits: boolean;

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
  language: true,
  gujaratiDigits: true,
  createdAt: true,
} as const;
