import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { AllStaff } from '../common/auth/roles.js';
import { IdArgs } from '../common/dto/id.input.js';
import { CategoriesService } from './categories.service.js';
import { CategoriesArgs, CreateCategoryInput, UpdateCategoryInput } from './dto/category.inputs.js';
import { CategoryModel } from './models/category.model.js';

@Resolver(() => CategoryModel)
@AllStaff()
export class CategoriesResolver {
  constructor(private readonly service: CategoriesService) {}

  @Query(() => [CategoryModel], { description: 'Categories, newest first' })
  categories(@Args() { status }: CategoriesArgs) {
    return this.service.list(status);
  }

  @Query(() => CategoryModel)
  category(@Args('id', { type: () => ID }) id: string) {
    return this.service.get(id);
  }

  @Mutation(() => CategoryModel)
  createCategory(@Args('input') input: CreateCategoryInput) {
    return this.service.create(input);
  }

  @Mutation(() => CategoryModel)
  updateCategory(@Args('input') input: UpdateCategoryInput) {
    return this.service.update(input);
  }

  @Mutation(() => CategoryModel)
  deleteCategory(@Args() { id }: IdArgs) {
    return this.service.delete(id);
  }
}
