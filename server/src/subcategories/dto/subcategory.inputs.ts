import { ArgsType, Field, ID, InputType, Int } from '@nestjs/graphql';
import { IsBoolean, IsInt, IsNotEmpty, IsOptional, IsUUID, Max, Min } from 'class-validator';
import { RequiredText } from '../../common/dto/text-fields.js';
import { ToBoolean, ToNumber } from '../../common/dto/transforms.js';
import { required } from '../../common/dto/validation-messages.js';
import { OptionalFlag, StatusFilter } from '../../common/dto/flags.js';

const PRIORITY_RANGE = 'Priority must be a whole number from 0 to 100000';

@InputType()
export class CreateSubcategoryInput {
  @Field(() => ID)
  @IsUUID('all', { message: 'Category not found' })
  @IsNotEmpty({ message: required('Category') })
  categoryId: string;

  @Field()
  @RequiredText('Subcategory Name')
  subcategoryName: string;

  @Field(() => Int)
  @ToNumber()
  @Max(100_000, { message: PRIORITY_RANGE })
  @Min(0, { message: PRIORITY_RANGE })
  @IsInt({ message: PRIORITY_RANGE })
  @IsNotEmpty({ message: required('Priority') })
  priority: number;

  @Field()
  @ToBoolean()
  @IsBoolean({ message: required('Status') })
  status: boolean;
}

@InputType()
export class UpdateSubcategoryInput {
  @Field(() => ID)
  @IsUUID('all', { message: 'Subcategory not found' })
  @IsNotEmpty({ message: 'Id is required' })
  id: string;

  @Field({ nullable: true })
  @RequiredText('Subcategory Name', { optional: true })
  subcategoryName?: string;

  @Field(() => Int, { nullable: true })
  @ToNumber()
  @IsOptional()
  @Max(100_000, { message: PRIORITY_RANGE })
  @Min(0, { message: PRIORITY_RANGE })
  @IsInt({ message: PRIORITY_RANGE })
  priority?: number;

  @OptionalFlag('Status')
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
