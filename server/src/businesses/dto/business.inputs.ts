import { ArgsType, Field, InputType } from '@nestjs/graphql';
import { IsOptional } from 'class-validator';
import { OptionalMobileNumber } from '../../app-users/mobile.js';
import { OptionalEmail, OptionalText, OptionalUrl, RequiredText } from '../../common/dto/text-fields.js';
import { RecordId, RequiredId } from '../../common/dto/id.input.js';

/** The business fields of spec §3, shared by create and update. */
@InputType({ isAbstract: true })
class BusinessFields {
  @Field(() => String, { nullable: true, description: 'Contact email printed on posters; null or blank for none' })
  @OptionalEmail()
  businessEmail?: string | null;

  @Field(() => String, { nullable: true, description: 'Indian mobile, stored without +91' })
  @OptionalMobileNumber()
  businessMobile?: string | null;

  @Field(() => String, { nullable: true, description: 'Website printed on posters (http or https URL); null or blank for none' })
  @OptionalUrl()
  businessWebsite?: string | null;

  @Field(() => String, { nullable: true, description: 'Tag line printed on posters, up to 200 characters' })
  @OptionalText('Tag line', 200)
  businessTagLine?: string | null;

  @Field(() => String, { nullable: true, description: 'Address printed on posters, up to 500 characters' })
  @OptionalText('Address', 500)
  businessAddress?: string | null;
}

@InputType({ description: 'A new business of an app user' })
export class CreateBusinessInput extends BusinessFields {
  @RequiredId('User', 'The app user the business belongs to')
  userId: string;

  @Field({ description: "The business's name, 1 to 100 characters" })
  @RequiredText('Business Name')
  businessName: string;
}

@InputType({ description: 'Changes to a business: absent fields keep their value, blank text fields clear' })
export class UpdateBusinessInput extends BusinessFields {
  @RecordId('Business not found', 'The business to change')
  id: string;

  @Field({ nullable: true, description: 'New name, 1 to 100 characters' })
  @RequiredText('Business Name', { optional: true })
  businessName?: string;
}

/** `GET /businessess?id=<user id>`. */
@ArgsType()
export class BusinessesArgs {
  @RequiredId('User', 'The app user')
  id: string;

  @Field({ nullable: true, description: 'Part of the business name' })
  @OptionalText('Search', 100)
  @IsOptional()
  query?: string;
}
