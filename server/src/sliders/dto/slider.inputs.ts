import { ArgsType, Field, ID, InputType } from '@nestjs/graphql';
import { IsBoolean, IsNotEmpty, IsUUID } from 'class-validator';
import { OptionalUrl, RequiredText } from '../../common/dto/text-fields.js';
import { ToBoolean } from '../../common/dto/transforms.js';
import { required } from '../../common/dto/validation-messages.js';
import { OptionalFlag, StatusFilter } from '../../common/dto/flags.js';

@InputType({ description: 'A new slider' })
export class CreateSliderInput {
  @Field({ description: 'The name, 1 to 100 characters' })
  @RequiredText('Slider Name')
  sliderName: string;

  @Field(() => String, {
    nullable: true,
    description: 'Where tapping the slider leads (http or https URL, up to 500 characters); null or blank for nowhere',
  })
  @OptionalUrl()
  sliderLink?: string | null;

  @Field({ defaultValue: true, description: 'Active (true, the default) or inactive (false)' })
  @ToBoolean()
  @IsBoolean({ message: required('Status') })
  status: boolean = true;
}

@InputType({ description: 'Changes to a slider: absent fields keep their value, a blank link clears it' })
export class UpdateSliderInput {
  @Field(() => ID, { description: 'The slider to change' })
  @IsUUID('all', { message: 'Slider not found' })
  @IsNotEmpty({ message: 'Id is required' })
  id: string;

  @Field({ nullable: true, description: 'New name, 1 to 100 characters' })
  @RequiredText('Slider Name', { optional: true })
  sliderName?: string;

  @Field(() => String, { nullable: true, description: 'New link (http or https URL, up to 500 characters); blank clears it' })
  @OptionalUrl()
  sliderLink?: string | null;

  @OptionalFlag('Status', 'Active (true) or inactive (false)')
  status?: boolean;
}

@ArgsType()
export class SlidersArgs {
  @StatusFilter('sliders')
  status?: boolean;
}
