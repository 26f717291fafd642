import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { type AuthUser, CurrentUser } from '../common/auth/auth-user.js';
import { AllStaff } from '../common/auth/roles.js';
import { IdArgs } from '../common/dto/id.input.js';
import { MAX_GALLERY_FILES } from '../images/image-rules.js';
import { ImagesService } from '../images/images.service.js';
import { ImageModel } from '../images/models/image.model.js';
import { GraphQLUpload, type UploadArg } from '../images/upload.scalar.js';
import { NotificationModel } from '../notifications/models/notification.model.js';
import { CustomCategoriesService } from './custom-categories.service.js';
import { CreateCustomCategoryInput, CustomCategoriesArgs, UpdateCustomCategoryInput } from './dto/custom-category.inputs.js';
import { CustomCategoryModel } from './models/custom-category.model.js';

@Resolver(() => CustomCategoryModel)
@AllStaff()
export class CustomCategoriesResolver {
  constructor(
    private readonly service: CustomCategoriesService,
    private readonly images: ImagesService,
  ) {}

  @Query(() => [CustomCategoryModel], {
    description: 'Custom categories by priority, then newest. Who may call: any signed-in staff (superadmin, admin, employee).',
  })
  customCategories(@Args() { status }: CustomCategoriesArgs) {
    return this.service.list(status);
  }

  @Query(() => CustomCategoryModel, { description: 'One custom category by id. Who may call: any signed-in staff (superadmin, admin, employee).' })
  customCategory(@Args('id', { type: () => ID, description: "The custom category's id" }) id: string) {
    return this.service.get(id);
  }

  @Query(() => [ImageModel], {
    description: "A custom category's gallery, in order. Who may call: any signed-in staff (superadmin, admin, employee).",
  })
  customCategoryImages(@Args() { id }: IdArgs) {
    return this.service.gallery(id);
  }

  @Mutation(() => CustomCategoryModel, {
    description: 'Adds a custom category. Who may call: any signed-in staff (superadmin, admin, employee).',
  })
  createCustomCategory(@Args('input', { description: 'The new custom category' }) input: CreateCustomCategoryInput) {
    return this.service.create(input);
  }

  @Mutation(() => CustomCategoryModel, {
    description: 'Changes a custom category; absent fields keep their value. Who may call: any signed-in staff (superadmin, admin, employee).',
  })
  updateCustomCategory(@Args('input', { description: "The custom category's id and the fields to change" }) input: UpdateCustomCategoryInput) {
    return this.service.update(input);
  }

  @Mutation(() => CustomCategoryModel, {
    description:
      'Deletes a custom category with its images (to the trash, restorable). Who may call: any signed-in staff (superadmin, admin, employee).',
  })
  deleteCustomCategory(@Args() { id }: IdArgs) {
    return this.service.delete(id);
  }

  @Mutation(() => [ImageModel], {
    description:
      'Adds up to 50 images to the end of the gallery; answers the whole gallery. Who may call: any signed-in staff (superadmin, admin, employee).',
  })
  async addCustomCategoryImages(
    @Args() { id }: IdArgs,
    @Args('images', { type: () => [GraphQLUpload], description: 'The images: png, jpg or jpeg, each at most 2,000,000 bytes' }) uploads: UploadArg[],
  ) {
    return this.service.addImages(id, await this.images.receiveUploads(uploads, MAX_GALLERY_FILES));
  }

  @Mutation(() => NotificationModel, {
    description:
      "Pushes the custom category to the app's users; once per 10 minutes. Who may call: any signed-in staff (superadmin, admin, employee).",
  })
  notifyCustomCategory(@Args() { id }: IdArgs, @CurrentUser() user: AuthUser) {
    return this.service.notify(id, user);
  }
}
