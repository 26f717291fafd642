import { ArgsType, Field, ID, InputType } from '@nestjs/graphql';
import { IsBoolean, IsNotEmpty, IsUUID } from 'class-validator';
import { RequiredText } from '../../common/dto/text-fields.js';
import { ToBoolean } from '../../common/dto/transforms.js';
import { required } from '../../common/dto/validation-messages.js';
import { OptionalFlag, StatusFilter } from '../../common/dto/flags.js';

@InputType({ description: 'A new greeting' })
export class CreateGreetingInput {
  @Field(() => ID, { description: 'The category it belongs to' })
  @IsUUID('all', { message: 'Category not found' })
  @IsNotEmpty({ message: required('Category') })
  categoryId: string;

  @Field({ description: 'The name, 1 to 100 characters' })
  @RequiredText('Greeting Name')
  greetingName: string;

  @Field({ description: 'Active (true) or inactive (false)' })
  @ToBoolean()
  @IsBoolean({ message: required('Status') })
  status: boolean;

  @Field({ description: "Shown as the switch 'Display in home screen'" })
  @ToBoolean()
  @IsBoolean({ message: required('Display in home screen') })
  isHomePage: boolean;
}

@InputType({ description: 'Changes to a greeting: absent fields keep their value' })
export class UpdateGreetingInput {
  @Field(() => ID, { description: 'The greeting to change' })
  @IsUUID('all', { message: 'Greeting not found' })
  @IsNotEmpty({ message: 'Id is required' })
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
  @Field(() => ID, { description: 'The category' })
  @IsUUID('all', { message: 'Category not found' })
  @IsNotEmpty({ message: required('Category') })
  id: string;

  @StatusFilter('ones')
  status?: boolean;
}
