import { ArgsType, Field, InputType } from '@nestjs/graphql';
import { Priority } from '../../common/dto/number-fields.js';
import { RequiredText } from '../../common/dto/text-fields.js';
import { OptionalFlag, RequiredFlag, StatusFilter } from '../../common/dto/flags.js';
import { RecordId } from '../../common/dto/id.input.js';

@InputType({ description: 'A new custom category' })
export class CreateCustomCategoryInput {
  @Field({ description: 'The name, 1 to 100 characters' })
  @RequiredText('Custom Category Name')
  customcategoryName: string;

  @Priority()
  priority: number;

  @RequiredFlag('Status', 'Active (true) or inactive (false)')
  status: boolean;
}

@InputType({ description: 'Changes to a custom category: absent fields keep their value' })
export class UpdateCustomCategoryInput {
  @RecordId('Customcategory not found', 'The custom category to change')
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
