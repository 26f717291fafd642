import { ArgsType, Field, ID, InputType } from '@nestjs/graphql';
import { IsBoolean, IsNotEmpty, IsUUID } from 'class-validator';
import { OptionalUrl, RequiredText } from '../../common/dto/text-fields.js';
import { ToBoolean } from '../../common/dto/transforms.js';
import { required } from '../../common/dto/validation-messages.js';
import { OptionalFlag, StatusFilter } from '../../common/dto/flags.js';

@InputType()
export class CreateSliderInput {
  @Field()
  @RequiredText('Slider Name')
  sliderName: string;

  @Field(() => String, { nullable: true })
  @OptionalUrl()
  sliderLink?: string | null;

  @Field({ defaultValue: true })
  @ToBoolean()
  @IsBoolean({ message: required('Status') })
  status: boolean = true;
}

@InputType()
export class UpdateSliderInput {
  @Field(() => ID)
  @IsUUID('all', { message: 'Slider not found' })
  @IsNotEmpty({ message: 'Id is required' })
  id: string;

  @Field({ nullable: true })
  @RequiredText('Slider Name', { optional: true })
  sliderName?: string;

  @Field(() => String, { nullable: true })
  @OptionalUrl()
  sliderLink?: string | null;

  @OptionalFlag('Status')
  status?: boolean;
}

@ArgsType()
export class SlidersArgs {
  @StatusFilter('sliders')
  status?: boolean;
}
