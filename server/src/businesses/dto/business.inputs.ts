import { ArgsType, Field, ID, InputType } from '@nestjs/graphql';
import { IsNotEmpty, IsOptional, IsUUID } from 'class-validator';
import { OptionalMobileNumber } from '../../app-users/mobile.js';
import { OptionalEmail, OptionalText, OptionalUrl, RequiredText } from '../../common/dto/text-fields.js';
import { required } from '../../common/dto/validation-messages.js';

/** The business fields of spec §3, shared by create and update. */
@InputType({ isAbstract: true })
class BusinessFields {
  @Field(() => String, { nullable: true })
  @OptionalEmail()
  businessEmail?: string | null;

  @Field(() => String, { nullable: true, description: 'Indian mobile, stored without +91' })
  @OptionalMobileNumber()
  businessMobile?: string | null;

  @Field(() => String, { nullable: true })
  @OptionalUrl()
  businessWebsite?: string | null;

  @Field(() => String, { nullable: true })
  @OptionalText('Tag line', 200)
  businessTagLine?: string | null;

  @Field(() => String, { nullable: true })
  @OptionalText('Address', 500)
  businessAddress?: string | null;
}

@InputType()
export class CreateBusinessInput extends BusinessFields {
  @Field(() => ID, { description: 'The app user the business belongs to' })
  @IsUUID('all', { message: 'User not found' })
  @IsNotEmpty({ message: required('User') })
  userId: string;

  @Field()
  @RequiredText('Business Name')
  businessName: string;
}

@InputType()
export class UpdateBusinessInput extends BusinessFields {
  @Field(() => ID)
  @IsUUID('all', { message: 'Business not found' })
  @IsNotEmpty({ message: 'Id is required' })
  id: string;

  @Field({ nullable: true })
  @RequiredText('Business Name', { optional: true })
  businessName?: string;
}

/** `GET /businessess?id=<user id>`. */
@ArgsType()
export class BusinessesArgs {
  @Field(() => ID, { description: 'The app user' })
  @IsUUID('all', { message: 'User not found' })
  @IsNotEmpty({ message: required('User') })
  id: string;

  @Field({ nullable: true, description: 'Part of the business name' })
  @OptionalText('Search', 100)
  @IsOptional()
  query?: string;
}
