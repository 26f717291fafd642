import { ArgsType, Field, ID, InputType } from '@nestjs/graphql';
import { IsBoolean, IsNotEmpty, IsOptional, IsUUID } from 'class-validator';
import { RequiredText } from '../../common/dto/text-fields.js';
import { ToBoolean } from '../../common/dto/transforms.js';
import { required } from '../../common/dto/validation-messages.js';

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

  @Field({ nullable: true })
  @ToBoolean()
  @IsOptional()
  @IsBoolean({ message: required('Is Election') })
  isElection?: boolean;

  @Field({ nullable: true })
  @ToBoolean()
  @IsOptional()
  @IsBoolean({ message: required('Status') })
  status?: boolean;
}

@ArgsType()
export class CategoriesArgs {
  @Field({ nullable: true, description: 'Only active (true) or inactive (false) categories' })
  @ToBoolean()
  @IsOptional()
  @IsBoolean({ message: 'status must be true or false' })
  status?: boolean;
}
