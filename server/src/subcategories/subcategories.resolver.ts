import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { type AuthUser, CurrentUser } from '../common/auth/auth-user.js';
import { AllStaff } from '../common/auth/roles.js';
import { GalleryUploadArgs } from '../common/dto/gallery.inputs.js';
import { IdArgs } from '../common/dto/id.input.js';
import { MAX_GALLERY_FILES } from '../images/image-rules.js';
import { ImagesService } from '../images/images.service.js';
import { ImageModel } from '../images/models/image.model.js';
import { GraphQLUpload, type UploadArg } from '../images/upload.scalar.js';
import { NotificationModel } from '../notifications/models/notification.model.js';
import { CreateSubcategoryInput, SubcategoriesArgs, UpdateSubcategoryInput } from './dto/subcategory.inputs.js';
import { SubcategoryModel } from './models/subcategory.model.js';
import { SubcategoriesService } from './subcategories.service.js';

@Resolver(() => SubcategoryModel)
@AllStaff()
export class SubcategoriesResolver {
  constructor(
    private readonly service: SubcategoriesService,
    private readonly images: ImagesService,
  ) {}

  @Query(() => [SubcategoryModel], { description: "A category's subcategories by priority, then newest" })
  subcategories(@Args() { id, status }: SubcategoriesArgs) {
    return this.service.list(id, status);
  }

  @Query(() => SubcategoryModel)
  subcategory(@Args('id', { type: () => ID }) id: string) {
    return this.service.get(id);
  }

  @Query(() => [ImageModel], { description: "A subcategory's gallery, in order" })
  subcategoryImages(@Args() { id }: IdArgs) {
    return this.service.gallery(id);
  }

  @Mutation(() => SubcategoryModel)
  createSubcategory(@Args('input') input: CreateSubcategoryInput) {
    return this.service.create(input);
  }

  @Mutation(() => SubcategoryModel)
  updateSubcategory(@Args('input') input: UpdateSubcategoryInput) {
    return this.service.update(input);
  }

  @Mutation(() => SubcategoryModel)
  deleteSubcategory(@Args() { id }: IdArgs) {
    return this.service.delete(id);
  }

  @Mutation(() => [ImageModel], { description: 'Adds up to 50 images to the end of the gallery; answers the whole gallery' })
  async addSubcategoryImages(@Args() { id, categoryId }: GalleryUploadArgs, @Args('images', { type: () => [GraphQLUpload] }) uploads: UploadArg[]) {
    return this.service.addImages(id, await this.images.receiveUploads(uploads, MAX_GALLERY_FILES), categoryId);
  }

  @Mutation(() => NotificationModel, { description: "Pushes the subcategory to the app's users; once per 10 minutes" })
  notifySubcategory(@Args() { id }: IdArgs, @CurrentUser() user: AuthUser) {
    return this.service.notify(id, user);
  }
}
