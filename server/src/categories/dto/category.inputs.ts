import { ArgsType, Field, InputType } from '@nestjs/graphql';
import { IsBoolean } from 'class-validator';
import { RequiredText } from '../../common/dto/text-fields.js';
import { ToBoolean } from '../../common/dto/transforms.js';
import { required } from '../../common/dto/validation-messages.js';
import { OptionalFlag, RequiredFlag, StatusFilter } from '../../common/dto/flags.js';
import { RecordId } from '../../common/dto/id.input.js';

@InputType({ description: 'A new category' })
export class CreateCategoryInput {
  @Field({ description: 'The name, 1 to 100 characters; new among categories of the same kind (election or not), ignoring case' })
  @RequiredText('Category Name')
  categoryName: string;

  @Field({ defaultValue: false, description: 'Whether it is for election users (default false)' })
  @ToBoolean()
  @IsBoolean({ message: required('Is Election') })
  isElection: boolean = false;

  @RequiredFlag('Status', 'Active (true, the default) or inactive (false)', true)
  status: boolean = true;
}

@InputType({ description: 'Changes to a category: absent fields keep their value' })
export class UpdateCategoryInput {
  @RecordId('Category not found', 'The category to change')
  id: string;

  @Field({ nullable: true, description: 'New name, 1 to 100 characters; new among categories of the same kind, ignoring case' })
  @RequiredText('Category Name', { optional: true })
  categoryName?: string;

  @OptionalFlag('Is Election', 'Whether it is for election users')
  isElection?: boolean;

  @OptionalFlag('Status', 'Active (true) or inactive (false)')
  status?: boolean;
}

@ArgsType()
export class CategoriesArgs {
  @StatusFilter('categories')
  status?: boolean;
}
