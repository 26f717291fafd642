import { ArgsType, Field, ID, InputType, Int } from '@nestjs/graphql';
import { IsBoolean, IsInt, IsNotEmpty, IsOptional, IsUUID, Max, Min } from 'class-validator';
import { RequiredText } from '../../common/dto/text-fields.js';
import { ToBoolean, ToNumber } from '../../common/dto/transforms.js';
import { required } from '../../common/dto/validation-messages.js';
import { OptionalFlag, StatusFilter } from '../../common/dto/flags.js';

const PRIORITY_RANGE = 'Priority must be a whole number from 0 to 100000';

@InputType({ description: 'A new custom category' })
export class CreateCustomCategoryInput {
  @Field({ description: 'The name, 1 to 100 characters' })
  @RequiredText('Custom Category Name')
  customcategoryName: string;

  @Field(() => Int, { description: 'Sort order in the app, 0 to 100000 (lower first)' })
  @ToNumber()
  @Max(100_000, { message: PRIORITY_RANGE })
  @Min(0, { message: PRIORITY_RANGE })
  @IsInt({ message: PRIORITY_RANGE })
  @IsNotEmpty({ message: required('Priority') })
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

  @Field(() => Int, { nullable: true, description: 'New sort order, 0 to 100000 (lower first)' })
  @ToNumber()
  @IsOptional()
  @Max(100_000, { message: PRIORITY_RANGE })
  @Min(0, { message: PRIORITY_RANGE })
  @IsInt({ message: PRIORITY_RANGE })
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
