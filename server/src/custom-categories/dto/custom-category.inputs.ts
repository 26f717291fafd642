import { ArgsType, Field, ID, InputType } from '@nestjs/graphql';
import { IsBoolean, IsNotEmpty, IsUUID } from 'class-validator';
import { Priority } from '../../common/dto/number-fields.js';
import { RequiredText } from '../../common/dto/text-fields.js';
import { ToBoolean } from '../../common/dto/transforms.js';
import { required } from '../../common/dto/validation-messages.js';
import { OptionalFlag, StatusFilter } from '../../common/dto/flags.js';

@InputType({ description: 'A new custom category' })
export class CreateCustomCategoryInput {
  @Field({ description: 'The name, 1 to 100 characters' })
  @RequiredText('Custom Category Name')
  customcategoryName: string;

  @Priority()
  priority: number;

  @Field({ description: 'Active (true) or inactive (false)' })
  @ToBoolean()
  @IsBoolean({ message: required('Status') })
  status: boolean;
}

@InputType({ description: 'Changes to a custom category: absent fields keep their value' })
export class UpdateCustomCategoryInput {
  @Field(() => ID, { description: 'The custom category to change' })
  @IsUUID('all', { message: 'Customcategory not found' })
  @IsNotEmpty({ message: 'Id is required' })
  id: string;

  @Field({ nullable: true, description: 'New name, 1 to 100 characters' })
  @RequiredText('Custom Category Name', { optional: true })
  customcategoryName?: string;

  @Priority({ optional: true })
  priority?: number;

  @OptionalFlag('Status', 'Active (true) or inactive (false)')
  status?: boolean;
}

/** `GET /customcategories?status=true`: the mobile app reads only active ones. */
@ArgsType()
export class CustomCategoriesArgs {
  @StatusFilter('ones')
  status?: boolean;
}
