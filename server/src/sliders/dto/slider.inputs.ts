import { ArgsType, Field, InputType } from '@nestjs/graphql';
import { OptionalUrl, RequiredText } from '../../common/dto/text-fields.js';
import { OptionalFlag, RequiredFlag, StatusFilter } from '../../common/dto/flags.js';
import { RecordId } from '../../common/dto/id.input.js';

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

  @RequiredFlag('Status', 'Active (true, the default) or inactive (false)', true)
  status: boolean = true;
}

@InputType({ description: 'Changes to a slider: absent fields keep their value, a blank link clears it' })
export class UpdateSliderInput {
  @RecordId('Slider not found', 'The slider to change')
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
