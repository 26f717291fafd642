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

  @Query(() => [SubcategoryModel], {
    description: "A category's subcategories by priority, then newest. Who may call: any signed-in staff (superadmin, admin, employee).",
  })
  subcategories(@Args() { id, status }: SubcategoriesArgs) {
    return this.service.list(id, status);
  }

  @Query(() => SubcategoryModel, { description: 'One subcategory by id. Who may call: any signed-in staff (superadmin, admin, employee).' })
  subcategory(@Args('id', { type: () => ID, description: "The subcategory's id" }) id: string) {
    return this.service.get(id);
  }

  @Query(() => [ImageModel], { description: "A subcategory's gallery, in order. Who may call: any signed-in staff (superadmin, admin, employee)." })
  subcategoryImages(@Args() { id }: IdArgs) {
    return this.service.gallery(id);
  }

  @Mutation(() => SubcategoryModel, {
    description: 'Adds a subcategory to a category. Who may call: any signed-in staff (superadmin, admin, employee).',
  })
  createSubcategory(@Args('input', { description: 'The new subcategory' }) input: CreateSubcategoryInput) {
    return this.service.create(input);
  }

  @Mutation(() => SubcategoryModel, {
    description: 'Changes a subcategory; absent fields keep their value. Who may call: any signed-in staff (superadmin, admin, employee).',
  })
  updateSubcategory(@Args('input', { description: "The subcategory's id and the fields to change" }) input: UpdateSubcategoryInput) {
    return this.service.update(input);
  }

  @Mutation(() => SubcategoryModel, {
    description: 'Deletes a subcategory with its images (to the trash, restorable). Who may call: any signed-in staff (superadmin, admin, employee).',
  })
  deleteSubcategory(@Args() { id }: IdArgs) {
    return this.service.delete(id);
  }

  @Mutation(() => [ImageModel], {
    description:
      'Adds up to 50 images to the end of the gallery; answers the whole gallery. Who may call: any signed-in staff (superadmin, admin, employee).',
  })
  async addSubcategoryImages(
    @Args() { id, categoryId }: GalleryUploadArgs,
    @Args('images', { type: () => [GraphQLUpload], description: 'The images: png, jpg or jpeg, each at most 2,000,000 bytes' }) uploads: UploadArg[],
  ) {
    return this.service.addImages(id, await this.images.receiveUploads(uploads, MAX_GALLERY_FILES), categoryId);
  }

  @Mutation(() => NotificationModel, {
    description: "Pushes the subcategory to the app's users; once per 10 minutes. Who may call: any signed-in staff (superadmin, admin, employee).",
  })
  notifySubcategory(@Args() { id }: IdArgs, @CurrentUser() user: AuthUser) {
    return this.service.notify(id, user);
  }
}
