import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { AllStaff } from '../common/auth/roles.js';
import { IdArgs } from '../common/dto/id.input.js';
import { ReorderImagesInput } from './images.inputs.js';
import { ImagesService } from './images.service.js';
import { ImageModel } from './models/image.model.js';

/** Gallery operations shared by every owner of images. */
@Resolver(() => ImageModel)
@AllStaff()
export class ImagesResolver {
  constructor(private readonly images: ImagesService) {}

  @Mutation(() => ImageModel, { description: 'Removes one image from its gallery; its files go too' })
  deleteImage(@Args() { id }: IdArgs) {
    return this.images.deleteImage(id);
  }

  @Mutation(() => [ImageModel], { description: "Saves a gallery's order" })
  reorderImages(@Args() { ids }: ReorderImagesInput) {
    return this.images.reorder(ids);
  }
}
