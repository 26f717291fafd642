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

  @Query(() => [CategoryModel], { description: 'Categories, newest first. Who may call: any signed-in staff (superadmin, admin, employee).' })
  categories(@Args() { status }: CategoriesArgs) {
    return this.service.list(status);
  }

  @Query(() => CategoryModel, { description: 'One category by id. Who may call: any signed-in staff (superadmin, admin, employee).' })
  category(@Args('id', { type: () => ID, description: "The category's id" }) id: string) {
    return this.service.get(id);
  }

  @Mutation(() => CategoryModel, {
    description:
      'Adds a category; its name must be new among categories of its kind (election or not), ignoring case. Who may call: any signed-in staff (superadmin, admin, employee).',
  })
  createCategory(@Args('input', { description: 'The new category' }) input: CreateCategoryInput) {
    return this.service.create(input);
  }

  @Mutation(() => CategoryModel, {
    description: 'Changes a category; absent fields keep their value. Who may call: any signed-in staff (superadmin, admin, employee).',
  })
  updateCategory(@Args('input', { description: "The category's id and the fields to change" }) input: UpdateCategoryInput) {
    return this.service.update(input);
  }

  @Mutation(() => CategoryModel, {
    description:
      'Deletes a category with its subcategories and greetings (to the trash, restorable). Who may call: any signed-in staff (superadmin, admin, employee).',
  })
  deleteCategory(@Args() { id }: IdArgs) {
    return this.service.delete(id);
  }
}
