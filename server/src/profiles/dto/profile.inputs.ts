import { ArgsType, Field, ID } from '@nestjs/graphql';
import { IsEnum, IsNotEmpty, IsOptional, IsUUID } from 'class-validator';
import { UserType } from '../../common/user-type.js';
import { required } from '../../common/dto/validation-messages.js';

/** `{ userId }` of the profile routes (multipart text fields or GraphQL args). */
@ArgsType()
export class ProfileUserArgs {
  @Field(() => ID, { description: 'The app user whose profile it is' })
  @IsUUID('all', { message: 'User not found' })
  @IsNotEmpty({ message: required('User') })
  userId: string;

  @Field(() => UserType, { nullable: true, description: "When sent, must be the user's type" })
  @IsOptional()
  @IsEnum(UserType, { message: 'User type must be business, panchayat or election' })
  userType?: UserType;
}
