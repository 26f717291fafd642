import { ArgsType, Field } from '@nestjs/graphql';
import { IsEnum, IsOptional } from 'class-validator';
import { UserType } from '../../common/user-type.js';
import { RequiredId } from '../../common/dto/id.input.js';

/** `{ userId }` of the profile routes (multipart text fields or GraphQL args). */
@ArgsType()
export class ProfileUserArgs {
  @RequiredId('User', 'The app user whose profile it is')
  userId: string;

  @Field(() => UserType, { nullable: true, description: "When sent, must be the user's type" })
  @IsOptional()
  @IsEnum(UserType, { message: 'User type must be business, panchayat or election' })
  userType?: UserType;
}
