import { ArgsType, Field, ID, InputType } from '@nestjs/graphql';
import { IsBoolean, IsNotEmpty, IsUUID } from 'class-validator';
import { Priority } from '../../common/dto/number-fields.js';
import { RequiredText } from '../../common/dto/text-fields.js';
import { ToBoolean } from '../../common/dto/transforms.js';
import { required } from '../../common/dto/validation-messages.js';
import { OptionalFlag, StatusFilter } from '../../common/dto/flags.js';

@InputType({ description: 'A new subcategory' })
export class CreateSubcategoryInput {
  @Field(() => ID, { description: 'The category it belongs to' })
  @IsUUID('all', { message: 'Category not found' })
  @IsNotEmpty({ message: required('Category') })
  categoryId: string;

  @Field({ description: 'The name, 1 to 100 characters' })
  @RequiredText('Subcategory Name')
  subcategoryName: string;

  @Priority()
  priority: number;

  @Field({ description: 'Active (true) or inactive (false)' })
  @ToBoolean()
  @IsBoolean({ message: required('Status') })
  status: boolean;
}

@InputType({ description: 'Changes to a subcategory: absent fields keep their value' })
export class UpdateSubcategoryInput {
  @Field(() => ID, { description: 'The subcategory to change' })
  @IsUUID('all', { message: 'Subcategory not found' })
  @IsNotEmpty({ message: 'Id is required' })
  id: string;

  @Field({ nullable: true, description: 'New name, 1 to 100 characters' })
  @RequiredText('Subcategory Name', { optional: true })
  subcategoryName?: string;

  @Priority({ optional: true })
  priority?: number;

  @OptionalFlag('Status', 'Active (true) or inactive (false)')
  status?: boolean;
}

/** `GET /subcategories?id=<category id>&status=true`: one category's subcategories. */
@ArgsType()
export class SubcategoriesArgs {
  @Field(() => ID, { description: 'The category' })
  @IsUUID('all', { message: 'Category not found' })
  @IsNotEmpty({ message: required('Category') })
  id: string;

  @StatusFilter('ones')
  status?: boolean;
}
