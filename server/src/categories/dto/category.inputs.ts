import { ArgsType, Field, ID, InputType } from '@nestjs/graphql';
import { IsBoolean, IsNotEmpty, IsUUID } from 'class-validator';
import { RequiredText } from '../../common/dto/text-fields.js';
import { ToBoolean } from '../../common/dto/transforms.js';
import { required } from '../../common/dto/validation-messages.js';
import { OptionalFlag, StatusFilter } from '../../common/dto/flags.js';

@InputType({ description: 'A new category' })
export class CreateCategoryInput {
  @Field({ description: 'The name, 1 to 100 characters; new among categories of the same kind (election or not), ignoring case' })
  @RequiredText('Category Name')
  categoryName: string;

  @Field({ defaultValue: false, description: 'Whether it is for election users (default false)' })
  @ToBoolean()
  @IsBoolean({ message: required('Is Election') })
  isElection: boolean = false;

  @Field({ defaultValue: true, description: 'Active (true, the default) or inactive (false)' })
  @ToBoolean()
  @IsBoolean({ message: required('Status') })
  status: boolean = true;
}

@InputType({ description: 'Changes to a category: absent fields keep their value' })
export class UpdateCategoryInput {
  @Field(() => ID, { description: 'The category to change' })
  @IsUUID('all', { message: 'Category not found' })
  @IsNotEmpty({ message: 'Id is required' })
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
