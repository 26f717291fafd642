import { ArgsType, Field, InputType } from '@nestjs/graphql';
import { RequiredText } from '../../common/dto/text-fields.js';
import { OptionalFlag, RequiredFlag, StatusFilter } from '../../common/dto/flags.js';
import { RecordId, RequiredId } from '../../common/dto/id.input.js';

@InputType({ description: 'A new greeting' })
export class CreateGreetingInput {
  @RequiredId('Category', 'The category it belongs to')
  categoryId: string;

  @Field({ description: 'The name, 1 to 100 characters' })
  @RequiredText('Greeting Name')
  greetingName: string;

  @RequiredFlag('Status', 'Active (true) or inactive (false)')
  status: boolean;

  @RequiredFlag('Display in home screen', "Shown as the switch 'Display in home screen'")
  isHomePage: boolean;
}

@InputType({ description: 'Changes to a greeting: absent fields keep their value' })
export class UpdateGreetingInput {
  @RecordId('Greeting not found', 'The greeting to change')
  id: string;

  @Field({ nullable: true, description: 'New name, 1 to 100 characters' })
  @RequiredText('Greeting Name', { optional: true })
  greetingName?: string;

  @OptionalFlag('Status', 'Active (true) or inactive (false)')
  status?: boolean;

  @OptionalFlag('Display in home screen', "Shown as the switch 'Display in home screen'")
  isHomePage?: boolean;
}

/** `GET /greetings?id=<category id>&status=true`: one category's greetings. */
@ArgsType()
export class GreetingsArgs {
  @RequiredId('Category', 'The category')
  id: string;

  @StatusFilter('ones')
  status?: boolean;
}
