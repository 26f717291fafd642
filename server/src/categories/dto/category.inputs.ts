import { ArgsType, Field, ID, InputType } from '@nestjs/graphql';
import { IsBoolean, IsNotEmpty, IsUUID } from 'class-validator';
import { RequiredText } from '../../common/dto/text-fields.js';
import { ToBoolean } from '../../common/dto/transforms.js';
import { required } from '../../common/dto/validation-messages.js';
import { OptionalFlag, StatusFilter } from '../../common/dto/flags.js';

@InputType()
export class CreateCategoryInput {
  @Field()
  @RequiredText('Category Name')
  categoryName: string;

  @Field({ defaultValue: false })
  @ToBoolean()
  @IsBoolean({ message: required('Is Election') })
  isElection: boolean = false;

  @Field({ defaultValue: true })
  @ToBoolean()
  @IsBoolean({ message: required('Status') })
  status: boolean = true;
}

@InputType()
export class UpdateCategoryInput {
  @Field(() => ID)
  @IsUUID('all', { message: 'Category not found' })
  @IsNotEmpty({ message: 'Id is required' })
  id: string;

  @Field({ nullable: true })
  @RequiredText('Category Name', { optional: true })
  categoryName?: string;

  @OptionalFlag('Is Election')
  isElection?: boolean;

  @OptionalFlag('Status')
  status?: boolean;
}

@ArgsType()
export class CategoriesArgs {
  @StatusFilter('categories')
  status?: boolean;
}
