import { ArgsType, Field, ID, InputType } from '@nestjs/graphql';
import { IsBoolean, IsNotEmpty, IsUUID } from 'class-validator';
import { ToBoolean } from '../../common/dto/transforms.js';
import { required } from '../../common/dto/validation-messages.js';
import { OptionalFlag, StatusFilter } from '../../common/dto/flags.js';

/** A theme sample is its image (sent beside these fields) and a status. */
@InputType()
export class CreateThemeSampleInput {
  @Field({ defaultValue: true })
  @ToBoolean()
  @IsBoolean({ message: required('Status') })
  status: boolean = true;
}

@InputType()
export class UpdateThemeSampleInput {
  @Field(() => ID)
  @IsUUID('all', { message: 'ThemeSample not found' })
  @IsNotEmpty({ message: 'Id is required' })
  id: string;

  @OptionalFlag('Status')
  status?: boolean;
}

@ArgsType()
export class ThemeSamplesArgs {
  @StatusFilter('theme samples')
  status?: boolean;
}
