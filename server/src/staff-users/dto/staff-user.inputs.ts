import { Field, InputType } from '@nestjs/graphql';
import { IsEmail, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { StaffRole } from '../../common/auth/roles.js';
import { RequiredText } from '../../common/dto/text-fields.js';
import { Trim } from '../../common/dto/transforms.js';
import { INVALID_EMAIL, required } from '../../common/dto/validation-messages.js';
import { OptionalFlag, RequiredFlag } from '../../common/dto/flags.js';
import { RecordId } from '../../common/dto/id.input.js';

/** Roles a superadmin can give: Admin or Employee (spec §2, Admin Users). */
export const ASSIGNABLE_ROLES = [StaffRole.admin, StaffRole.employee] as const;
const ROLE_MESSAGE = 'Role must be Admin or Employee';

@InputType({ description: 'A new staff account' })
export class CreateStaffUserInput {
  @Field({ description: 'Full name, 1 to 100 characters' })
  @RequiredText('Name')
  name: string;

  @Field({ description: 'Email address to sign in with; stored in lower case, must be new' })
  @Trim()
  @IsEmail({}, { message: INVALID_EMAIL })
  @IsNotEmpty({ message: required('Email') })
  @IsString({ message: required('Email') })
  email: string;

  @Field({ description: 'Password, 8 to 128 characters; stored only as a hash' })
  @MaxLength(128, { message: 'Password must be at most 128 characters' })
  @MinLength(8, { message: 'Password must be at least 8 characters' })
  @IsNotEmpty({ message: required('Password') })
  @IsString({ message: required('Password') })
  password: string;

  @Field(() => StaffRole, { description: 'admin or employee (superadmin accounts are not created here)' })
  @IsIn(ASSIGNABLE_ROLES, { message: ROLE_MESSAGE })
  @IsNotEmpty({ message: required('Role') })
  role: StaffRole;

  @RequiredFlag('Status', 'Active (true, the default) or inactive (false): an inactive account cannot sign in', true)
  status: boolean = true;
}

@InputType({ description: 'Changes to a staff account: absent fields keep their value' })
export class UpdateStaffUserInput {
  @RecordId('User not found', 'The account to change')
  id: string;

  @Field({ nullable: true, description: 'New full name, 1 to 100 characters' })
  @RequiredText('Name', { optional: true })
  name?: string;

  @Field({ nullable: true, description: 'New email address; stored in lower case, must be new' })
  @Trim()
  @IsOptional()
  @IsEmail({}, { message: INVALID_EMAIL })
  email?: string;

  @Field({ nullable: true, description: 'Blank or absent keeps the current password' })
  @IsOptional()
  @IsString()
  @MaxLength(128, { message: 'Password must be at most 128 characters' })
  password?: string;

  @Field(() => StaffRole, { nullable: true, description: 'New role: admin or employee' })
  @IsOptional()
  @IsIn(ASSIGNABLE_ROLES, { message: ROLE_MESSAGE })
  role?: StaffRole;

  @OptionalFlag('Status', 'Active (true) or inactive (false)')
  status?: boolean;
}
