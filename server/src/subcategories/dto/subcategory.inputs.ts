import { ArgsType, Field, InputType } from '@nestjs/graphql';
import { Priority } from '../../common/dto/number-fields.js';
import { RequiredText } from '../../common/dto/text-fields.js';
import { OptionalFlag, RequiredFlag, StatusFilter } from '../../common/dto/flags.js';
import { RecordId, RequiredId } from '../../common/dto/id.input.js';

@InputType({ description: 'A new subcategory' })
export class CreateSubcategoryInput {
  @RequiredId('Category', 'The category it belongs to')
  categoryId: string;

  @Field({ description: 'The name, 1 to 100 characters' })
  @RequiredText('Subcategory Name')
  subcategoryName: string;

  @Priority()
  priority: number;

  @RequiredFlag('Status', 'Active (true) or inactive (false)')
  status: boolean;
}

@InputType({ description: 'Changes to a subcategory: absent fields keep their value' })
export class UpdateSubcategoryInput {
  @RecordId('Subcategory not found', 'The subcategory to change')
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
  @RequiredId('Category', 'The category')
  id: string;

  @StatusFilter('ones')
  status?: boolean;
}
