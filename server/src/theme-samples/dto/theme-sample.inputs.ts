import { ArgsType, InputType } from '@nestjs/graphql';
import { OptionalFlag, RequiredFlag, StatusFilter } from '../../common/dto/flags.js';
import { RecordId } from '../../common/dto/id.input.js';

/** A theme sample is its image (sent beside these fields) and a status. */
@InputType({ description: 'A theme sample is its image (sent beside these fields) and a status' })
export class CreateThemeSampleInput {
  @RequiredFlag('Status', 'Active (true, the default) or inactive (false)', true)
  status: boolean = true;
}

@InputType({ description: 'Changes to a theme sample: absent fields keep their value' })
export class UpdateThemeSampleInput {
  @RecordId('ThemeSample not found', 'The theme sample to change')
  id: string;

  @OptionalFlag('Status', 'Active (true) or inactive (false)')
  status?: boolean;
}

@ArgsType()
export class ThemeSamplesArgs {
  @StatusFilter('theme samples')
  status?: boolean;
}
