import { ArgsType, Field, ID, InputType } from '@nestjs/graphql';
import { IsBoolean, IsNotEmpty, IsUUID } from 'class-validator';
import { ToBoolean } from '../../common/dto/transforms.js';
import { required } from '../../common/dto/validation-messages.js';
import { OptionalFlag, StatusFilter } from '../../common/dto/flags.js';

/** A theme sample is its image (sent beside these fields) and a status. */
@InputType({ description: 'A theme sample is its image (sent beside these fields) and a status' })
export class CreateThemeSampleInput {
  @Field({ defaultValue: true, description: 'Active (true, the default) or inactive (false)' })
  @ToBoolean()
  @IsBoolean({ message: required('Status') })
  status: boolean = true;
}

@InputType({ description: 'Changes to a theme sample: absent fields keep their value' })
export class UpdateThemeSampleInput {
  @Field(() => ID, { description: 'The theme sample to change' })
  @IsUUID('all', { message: 'ThemeSample not found' })
  @IsNotEmpty({ message: 'Id is required' })
  id: string;

  @OptionalFlag('Status', 'Active (true) or inactive (false)')
  status?: boolean;
}

@ArgsType()
export class ThemeSamplesArgs {
  @StatusFilter('theme samples')
  status?: boolean;
}
