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

  @Query(() => [CustomCategoryModel], { description: 'Custom categories by priority, then newest' })
  customCategories(@Args() { status }: CustomCategoriesArgs) {
    return this.service.list(status);
  }

  @Query(() => CustomCategoryModel)
  customCategory(@Args('id', { type: () => ID }) id: string) {
    return this.service.get(id);
  }

  @Query(() => [ImageModel], { description: "A custom category's gallery, in order" })
  customCategoryImages(@Args() { id }: IdArgs) {
    return this.service.gallery(id);
  }

  @Mutation(() => CustomCategoryModel)
  createCustomCategory(@Args('input') input: CreateCustomCategoryInput) {
    return this.service.create(input);
  }

  @Mutation(() => CustomCategoryModel)
  updateCustomCategory(@Args('input') input: UpdateCustomCategoryInput) {
    return this.service.update(input);
  }

  @Mutation(() => CustomCategoryModel)
  deleteCustomCategory(@Args() { id }: IdArgs) {
    return this.service.delete(id);
  }

  @Mutation(() => [ImageModel], { description: 'Adds up to 50 images to the end of the gallery; answers the whole gallery' })
  async addCustomCategoryImages(@Args() { id }: IdArgs, @Args('images', { type: () => [GraphQLUpload] }) uploads: UploadArg[]) {
    return this.service.addImages(id, await this.images.receiveUploads(uploads, MAX_GALLERY_FILES));
  }

  @Mutation(() => NotificationModel, { description: "Pushes the custom category to the app's users; once per 10 minutes" })
  notifyCustomCategory(@Args() { id }: IdArgs, @CurrentUser() user: AuthUser) {
    return this.service.notify(id, user);
  }
}
