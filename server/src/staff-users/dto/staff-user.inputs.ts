import { Field, ID, InputType } from '@nestjs/graphql';
import { IsBoolean, IsEmail, IsIn, IsNotEmpty, IsOptional, IsString, IsUUID, MaxLength, MinLength } from 'class-validator';
import { StaffRole } from '../../common/auth/roles.js';
import { RequiredText } from '../../common/dto/text-fields.js';
import { ToBoolean, Trim } from '../../common/dto/transforms.js';
import { INVALID_EMAIL, required } from '../../common/dto/validation-messages.js';
import { OptionalFlag } from '../../common/dto/flags.js';

/** Roles a superadmin can give: Admin or Employee (spec §2, Admin Users). */
export const ASSIGNABLE_ROLES = [StaffRole.admin, StaffRole.employee] as const;
const ROLE_MESSAGE = 'Role must be Admin or Employee';

@InputType()
export class CreateStaffUserInput {
  @Field()
  @RequiredText('Name')
  name: string;

  @Field()
  @Trim()
  @IsEmail({}, { message: INVALID_EMAIL })
  @IsNotEmpty({ message: required('Email') })
  @IsString({ message: required('Email') })
  email: string;

  @Field()
  @MaxLength(128, { message: 'Password must be at most 128 characters' })
  @MinLength(8, { message: 'Password must be at least 8 characters' })
  @IsNotEmpty({ message: required('Password') })
  @IsString({ message: required('Password') })
  password: string;

  @Field(() => StaffRole)
  @IsIn(ASSIGNABLE_ROLES, { message: ROLE_MESSAGE })
  @IsNotEmpty({ message: required('Role') })
  role: StaffRole;

  @Field({ defaultValue: true })
  @ToBoolean()
  @IsBoolean({ message: required('Status') })
  status: boolean = true;
}

@InputType()
export class UpdateStaffUserInput {
  @Field(() => ID)
  @IsUUID('all', { message: 'User not found' })
  @IsNotEmpty({ message: 'Id is required' })
  id: string;

  @Field({ nullable: true })
  @RequiredText('Name', { optional: true })
  name?: string;

  @Field({ nullable: true })
  @Trim()
  @IsOptional()
  @IsEmail({}, { message: INVALID_EMAIL })
  email?: string;

  @Field({ nullable: true, description: 'Blank or absent keeps the current password' })
  @IsOptional()
  @IsString()
  @MaxLength(128, { message: 'Password must be at most 128 characters' })
  password?: string;

  @Field(() => StaffRole, { nullable: true })
  @IsOptional()
  @IsIn(ASSIGNABLE_ROLES, { message: ROLE_MESSAGE })
  role?: StaffRole;

  @OptionalFlag('Status')
  status?: boolean;
}
